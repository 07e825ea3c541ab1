/** `POST users`: the Add user form (role, details, department for admins). @see spec §2 /users/add */
export const addUserAction = 'users';
