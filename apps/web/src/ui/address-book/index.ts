export { AddressBook, type TAddressBookProps } from './address-book';
export { ADDRESS_BOOK_KEY, addressBookQuery, type TAddressShop, useAddressBook } from './api';
