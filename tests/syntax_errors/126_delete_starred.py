del *items
