import os sys
