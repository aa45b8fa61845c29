// The shell's typed contract for this remote (types only: nothing of the shell is bundled here).
export type {
  AdminRemoteProps,
  AdminSessionUser,
  AdminToast,
  AdminToastVariant,
  PublicDataTag,
} from '../../frontend-shell/src/contract/admin-remote';
