/**
 * A user's data across the site: the download of everything stored about them, and the deletion of the
 * account (their seats pass to bots, their messages and relations go). Above lib/matches, lib/chat and the
 * rest it reads and changes; lib/accounts, below them, keeps the account itself.
 */
export { startDataExport, DATA_FORMAT, type DataExport } from "./data-export";
export {
  requestAccountDeletion,
  confirmAccountDeletion,
  deleteAccount,
  finishDeletions,
  DELETED_USERNAME,
  type DeletionRequest,
} from "./deletion";
