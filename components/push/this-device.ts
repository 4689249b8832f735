/**
 * Where this browser keeps the id of its own push subscription (localStorage), to mark it in the list of
 * devices. Apart from push-client.ts, which loads only when a button is pressed.
 */
export const THIS_DEVICE = "glenboard.pushSubscriptionId";
