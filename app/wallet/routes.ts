/*
| Routes of the wallet module.
*/
import '#wallet/payment_routes'
