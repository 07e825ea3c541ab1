/** `POST auth/reset` {old_password, new_password, new_password_confirmation}: the Change Password form. @see docs/product.md §2 Profile */
export const changeMyPasswordAction = 'auth/reset';
/** `POST auth/user` {name, email, phone}: the Edit Profile form. @see docs/product.md §2 Profile */
export const updateProfileAction = 'auth/user';
/** `POST auth/profile-picture` (multipart `profile_picture`): the profile picture upload. @see docs/product.md §2 Profile */
export const profilePicturePath = 'auth/profile-picture';
