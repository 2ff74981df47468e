# -*- coding: utf8mb4 -*-
print("hello")
