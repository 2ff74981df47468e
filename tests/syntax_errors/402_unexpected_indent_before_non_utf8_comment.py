import os
    print(os.getcwd())
# répertoire courant
