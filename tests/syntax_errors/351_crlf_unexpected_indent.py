import os
  x = 1
