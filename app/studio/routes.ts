/*
| Routes of the studio module.
*/
export {}
