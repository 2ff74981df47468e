# -*- coding: latin-1 -*-
café = "crème" +
