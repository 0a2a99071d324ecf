/*
| Routes of the wallet module.
*/
export {}
