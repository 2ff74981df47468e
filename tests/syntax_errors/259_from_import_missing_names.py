from collections import
