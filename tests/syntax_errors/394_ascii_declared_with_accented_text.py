# -*- coding: ascii -*-
print("café")
