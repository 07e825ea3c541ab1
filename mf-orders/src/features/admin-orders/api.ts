/** `GET orders/list/{status}` (table protocol): the admin's orders of a status tab. @see docs/product.md §2 /orders/{mainStatus} */
export const adminOrdersEndpoint = (status: string) => `orders/list/${status}`;
