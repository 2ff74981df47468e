# -*- coding: latin-1 -*-
text = "café £"
