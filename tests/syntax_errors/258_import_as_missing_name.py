import numpy as
