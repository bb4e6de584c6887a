CREATE INDEX "sys_user_created_idx" ON "sys_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_order_paid_idx" ON "shop_order" USING btree ("paid_at") WHERE "shop_order"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "shop_refund_created_idx" ON "shop_refund" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quiz_answer_to_mark_idx" ON "quiz_answer" USING btree ("chapter_id") WHERE "quiz_answer"."kind" = 'homework' and "quiz_answer"."quiz_answer_type" = '2' and "quiz_answer"."reply_over" is null;--> statement-breakpoint
CREATE INDEX "exam_attempt_to_mark_idx" ON "exam_attempt" USING btree ("exam_id") WHERE "exam_attempt"."status" = 'committed' and "exam_attempt"."pending_tenths" > 0;