"""importlib.machinery for Taipan: the finder, loader and spec classes of the
import system (defined in _frozen_importlib, re-exported here)."""

from _frozen_importlib import (ModuleSpec, BuiltinImporter, PathFinder, SourceFileLoader,
                               NamespaceLoader)

SOURCE_SUFFIXES = ['.py']
BYTECODE_SUFFIXES = []
EXTENSION_SUFFIXES = []


def all_suffixes():
    return SOURCE_SUFFIXES + BYTECODE_SUFFIXES + EXTENSION_SUFFIXES
