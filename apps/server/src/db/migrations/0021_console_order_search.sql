CREATE INDEX "shop_order_status_created_idx" ON "shop_order" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "shop_order_no_prefix_idx" ON "shop_order" USING btree ("order_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "shop_payment_notification_trade_idx" ON "shop_payment_notification" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "shop_refund_order_idx" ON "shop_refund" USING btree ("order_id");