# -*- coding: utf8 -*-
print("café")
