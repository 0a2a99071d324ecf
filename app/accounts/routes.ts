/*
| Routes of the accounts module.
*/
export {}
