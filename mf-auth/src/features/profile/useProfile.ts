import { useCallback, useEffect } from 'react';
import { userSchema, type User } from '@scriptorium/contracts/core';
import {
  errorMessage,
  post,
  refreshSessionUser,
  sessionStore,
  useFeedback,
  useSession,
} from '@scriptorium/shared-kit/core';
import { catalog } from '../../i18n/catalog.js';
import { PICTURE_MAX_BYTES } from './pictureSrc.js';
import { profilePicturePath } from './api.js';

/** What {@link useProfile} gives the profile screen. */
export interface ProfileState {
  /** The signed-in user (from the session store, refreshed from `GET auth/user` on open). */
  user: User | null;
  /** Puts the user of a successful profile call (`{message, user}`) into the session store. */
  applyResponse: (body: unknown) => void;
  /**
   * Uploads `file` as `profile_picture` to `auth/profile-picture`; toasts the server's
   * 'Your profile picture updated successfully' or its error. Returns whether it succeeded.
   */
  uploadPicture: (file: File) => Promise<boolean>;
}

/**
 * The signed-in user's profile: read from the shared session store (so the top bar shows the same
 * name and picture) and kept in step with the server after each change.
 * @see docs/product.md §2 /sh-user-profile; §7 auth/user, auth/profile-picture
 */
export function useProfile(): ProfileState {
  const user = useSession((s) => s.user);
  const { toast } = useFeedback();

  // Not through the query cache: the user lives in the session store, and mf-auth must not consume the
  // kit's data entry (a remote loads every share it consumes when it starts, the sign-in page included).
  // A 401 already signs out; other failures keep the stored user.
  useEffect(() => {
    void refreshSessionUser();
  }, []);

  const applyResponse = useCallback((body: unknown) => {
    const parsed = userSchema.safeParse((body as { user?: unknown } | null)?.user);
    if (parsed.success) sessionStore.getState().setUser(parsed.data);
  }, []);

  const uploadPicture = useCallback(
    async (file: File) => {
      if (!file.type.startsWith('image/')) {
        toast.error(catalog.t('auth.profile.picture_type'));
        return false;
      }
      if (file.size > PICTURE_MAX_BYTES) {
        toast.error(catalog.t('auth.profile.picture_size'));
        return false;
      }
      const form = new FormData();
      form.append('profile_picture', file, file.name);
      try {
        const body = await post<{ message?: string }>(profilePicturePath, form);
        applyResponse(body);
        toast.success(body.message ?? catalog.t('auth.profile.picture_saved'));
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
    },
    [applyResponse, toast],
  );

  return { user, applyResponse, uploadPicture };
}
