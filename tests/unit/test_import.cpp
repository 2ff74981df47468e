// The import system (modules/import.h): the lib directory and its override,
// what start-up puts in sys, finding and loading source modules and packages
// written to a temporary directory, the module left out of sys.modules when
// its code raises, relative-name resolution and its errors, and the
// "cannot import name" messages. Expected messages are CPython 3.13's.
#include "modules/import.h"
#include "modules/modules.h"
#include "objects/code.h"
#include "objects/containers.h"
#include "objects/module.h"
#include "objects/traceback.h"
#include "runtime/abstract.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "vm/eval.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace taipan {
namespace {

class ImportEnvironment : public ::testing::Environment {
  public:
    void SetUp() override { ASSERT_TRUE(initializeRuntime({""})); }
};

const auto* const kEnvironment = ::testing::AddGlobalTestEnvironment(new ImportEnvironment());

// A directory of modules for one test, put first on sys.path and removed
// (with the modules it held dropped from sys.modules) at the end.
class ModuleDirectory {
  public:
    ModuleDirectory() {
        path_ =
            std::filesystem::temp_directory_path() /
            ("taipan_test_import_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++));
        std::filesystem::create_directories(path_);
        run("import sys\nsys.path.insert(0, " + quoted() + ")\n");
    }
    ~ModuleDirectory() {
        run("import sys\nsys.path.remove(" + quoted() +
            ")\n"
            "for name in [n for n, m in sys.modules.items()\n"
            "             if (getattr(m, '__file__', None) or '').startswith(" +
            quoted() +
            ")]:\n"
            "    del sys.modules[name]\n");
        std::filesystem::remove_all(path_);
    }
    void write(const std::string& relative, const std::string& text) {
        std::filesystem::path file = path_ / relative;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file) << text;
    }
    std::string quoted() const { return "'" + path_.string() + "'"; }
    std::string path() const { return path_.string(); }

    // Runs `source` as a module in fresh globals; "" when it ends normally,
    // otherwise the uncaught exception's last line ("Type: message").
    static std::string run(const std::string& source) {
        Ref code = modules::compileText(source, "<test>", parse::ParseMode::Exec);
        if (code.isNull()) {
            Ref error = takePendingException();
            return "compile failed: " + formatExceptionOnly(error.get());
        }
        Ref globals = dictNew();
        if (!dictSetStr(asDict(globals.get()), internStr("__builtins__"),
                        Value::fromObject(interpreter().builtinsModule)) ||
            !dictSetStr(asDict(globals.get()), internStr("__name__"),
                        Value::fromObject(internStr("__main__")))) {
            return "setup failed";
        }
        Ref result = vm::evalCode(asCode(code.get()), asDict(globals.get()), Value());
        if (!result.isNull()) return "";
        Ref error = takePendingException();
        std::string line = formatExceptionOnly(error.get());
        while (!line.empty() && line.back() == '\n')
            line.pop_back();
        return line;
    }

  private:
    std::filesystem::path path_;
    static inline int counter_ = 0;
};

std::string run(const std::string& source) {
    return ModuleDirectory::run(source);
}

// Runs `source` and returns str(result) of the expression assigned to `out`.
std::string evaluate(const std::string& source) {
    std::string error = run("import sys\n" + source + "\nsys._taipan_test_out = str(out)\n");
    if (!error.empty()) return "error: " + error;
    Ref value = getAttr(Value::fromObject(interpreter().sysModule), internStr("_taipan_test_out"));
    if (value.isNull()) {
        clearPendingException();
        return "no result";
    }
    return std::string(strUtf8(asStr(value.get())));
}

TEST(Import, LibDirectoryHonoursTheEnvironment) {
    ::unsetenv("TAIPANLIB");
    std::string compiled = modules::libDirectory();
    EXPECT_FALSE(compiled.empty());
    EXPECT_EQ(compiled.substr(compiled.size() - 4), "/lib");
    ::setenv("TAIPANLIB", "/somewhere/else", 1);
    EXPECT_EQ(modules::libDirectory(), "/somewhere/else");
    ::setenv("TAIPANLIB", "", 1);
    EXPECT_EQ(modules::libDirectory(), compiled);
    ::unsetenv("TAIPANLIB");
}

TEST(Import, StartUpSetsTheSysLists) {
    EXPECT_EQ(evaluate("out = (sys.path[0], len(sys.path), [f.__name__ for f in sys.meta_path],"
                       " sys.path_hooks, sys.path_importer_cache)"),
              "('', 2, ['BuiltinImporter', 'PathFinder'], [], {})");
    EXPECT_EQ(evaluate("out = sys.path[1] == " + std::string("'") + modules::libDirectory() + "'"),
              "True");
    EXPECT_EQ(evaluate("out = (sys.__spec__.name, sys.__spec__.origin, sys.__loader__.__name__)"),
              "('sys', 'built-in', 'BuiltinImporter')");
}

TEST(Import, LoadsAModuleOnce) {
    ModuleDirectory directory;
    directory.write("unit_mod_a.py",
                    "import sys\nsys.unit_runs = getattr(sys, 'unit_runs', 0) + 1\n"
                    "value = 7\n");
    EXPECT_EQ(evaluate("import unit_mod_a\nimport unit_mod_a\n"
                       "out = (unit_mod_a.value, sys.unit_runs, unit_mod_a.__name__,\n"
                       "       unit_mod_a.__spec__.name, unit_mod_a.__package__)"),
              "(7, 1, 'unit_mod_a', 'unit_mod_a', '')");
    EXPECT_EQ(evaluate("import unit_mod_a\nout = unit_mod_a.__file__ == " + directory.quoted() +
                       " + '/unit_mod_a.py'"),
              "True");
}

TEST(Import, PackagesAndTheirReturnValues) {
    ModuleDirectory directory;
    directory.write("unit_pkg/__init__.py", "");
    directory.write("unit_pkg/sub/__init__.py", "from .. import sibling\n");
    directory.write("unit_pkg/sibling.py", "name = 'sibling'\n");
    directory.write("unit_pkg/sub/leaf.py", "from ..sibling import name\n");
    Ref name = strFromUtf8("unit_pkg.sub.leaf");
    Ref top = modules::importModuleLevel(asStr(name.get()), Value(), Value(), 0);
    ASSERT_FALSE(top.isNull());
    Ref topName = getAttr(top.get(), internStr("__name__"));
    ASSERT_FALSE(topName.isNull());
    EXPECT_EQ(strUtf8(asStr(topName.get())), "unit_pkg");
    Ref leaf = modules::importAbsoluteName(asStr(name.get()));
    ASSERT_FALSE(leaf.isNull());
    Ref leafValue = getAttr(leaf.get(), internStr("name"));
    ASSERT_FALSE(leafValue.isNull());
    EXPECT_EQ(strUtf8(asStr(leafValue.get())), "sibling");
    EXPECT_EQ(evaluate("import unit_pkg.sub\nout = (unit_pkg.sub.leaf.__package__,\n"
                       "       'sibling' in vars(unit_pkg), unit_pkg.sub.__path__ == [" +
                       directory.quoted() + " + '/unit_pkg/sub'])"),
              "('unit_pkg.sub', True, True)");
}

TEST(Import, AFailingModuleLeavesSysModules) {
    ModuleDirectory directory;
    directory.write("unit_fails.py", "import sys\nseen = 'unit_fails' in sys.modules\n"
                                     "raise RuntimeError(f'failed, seen={seen}')\n");
    EXPECT_EQ(run("import unit_fails\n"), "RuntimeError: failed, seen=True");
    EXPECT_EQ(evaluate("out = 'unit_fails' in sys.modules"), "False");
}

TEST(Import, ErrorsOfMissingModulesAndNames) {
    ModuleDirectory directory;
    directory.write("unit_plain.py", "x = 1\n");
    EXPECT_EQ(run("import unit_missing_module\n"),
              "ModuleNotFoundError: No module named 'unit_missing_module'");
    EXPECT_EQ(run("import unit_plain.child\n"),
              "ModuleNotFoundError: No module named 'unit_plain.child'; 'unit_plain' is not a "
              "package");
    EXPECT_EQ(run("from unit_plain import y\n"),
              "ImportError: cannot import name 'y' from 'unit_plain' (" + directory.path() +
                  "/unit_plain.py)");
    EXPECT_EQ(run("import sys\nsys.modules['unit_blocked'] = None\nimport unit_blocked\n"),
              "ModuleNotFoundError: import of unit_blocked halted; None in sys.modules");
}

TEST(Import, CircularFromImportNamesThePartialModule) {
    ModuleDirectory directory;
    directory.write("unit_circ_a.py", "from unit_circ_b import b\na = 1\n");
    directory.write("unit_circ_b.py", "from unit_circ_a import a\nb = 1\n");
    EXPECT_EQ(run("import unit_circ_a\n"),
              "ImportError: cannot import name 'a' from partially initialized module "
              "'unit_circ_a' (most likely due to a circular import) (" +
                  directory.path() + "/unit_circ_a.py)");
}

TEST(Import, RelativeNamesResolveFromThePackage) {
    EXPECT_EQ(run("from . import x\n"),
              "ImportError: attempted relative import with no known parent package");
    EXPECT_EQ(run("__import__('x', {'__package__': 'a'}, None, ['y'], 2)\n"),
              "ImportError: attempted relative import beyond top-level package");
    EXPECT_EQ(run("__import__('x', {'__package__': 3}, None, ['y'], 1)\n"),
              "TypeError: package must be a string");
    EXPECT_EQ(run("__import__('x', {}, None, ['y'], 1)\n"),
              "KeyError: \"'__name__' not in globals\"");
    EXPECT_EQ(run("__import__('')\n"), "ValueError: Empty module name");
    EXPECT_EQ(run("__import__(5)\n"), "TypeError: module name must be a string");
}

} // namespace
} // namespace taipan
