# -*- coding: latin-1 -*-
s = "été"
b = rb"\d" b"\x00"
