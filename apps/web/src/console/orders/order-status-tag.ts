/** Tag colours by display status: what needs the back office's hand stands out (待发货 orange, 支付失败 red). */
const COLOURS: Record<string, string> = {
  pendingPayment: 'gold',
  paymentFailed: 'red',
  groupForming: 'purple',
  toDeliver: 'orange',
  partlyDelivered: 'orange',
  paid: 'blue',
  toReceive: 'cyan',
  completed: 'green',
  refunded: 'magenta',
};

export const statusColour = (key: string): string => COLOURS[key] ?? 'default';
