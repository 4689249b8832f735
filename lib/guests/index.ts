/** Guests (issue 42): "Try it against a bot" without an account (README "Guests"). */
export { startGuestMatch, guestSeats, type GuestStart } from "./start";
export { guestIdOf, guestViewer } from "./identity";
export { adoptGuest, adoptGuestById } from "./adopt";
export { deleteIdleGuests } from "./cleanup";
export * from "./rules";
