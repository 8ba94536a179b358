/** Phones are stored in one form, +855…: "012 345 678" and "+85512345678" are the same phone. */
export const normalizePhone = (phone: string) => (phone.startsWith('0') ? `+855${phone.slice(1)}` : phone);
