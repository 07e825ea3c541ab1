/** `POST users`: the Add user form (role, details, department for admins). @see docs/product.md §2 /users/add */
export const addUserAction = 'users';
