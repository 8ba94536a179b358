// What other modules may use of checkout: a signed-in customer's own orders (scoped by the customer).
export { orderDetail, orderPage } from './orders.queries';
