-- A shop's footer is named by its design, not by the shop that first had it: 'workshop' (a PC
-- build service with the workshop's hours, S007's) instead of 's007'.
UPDATE "stores" SET "footer" = 'workshop' WHERE "footer" = 's007';
