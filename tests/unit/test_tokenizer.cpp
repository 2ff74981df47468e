// Unit tests for the tokenizer: token kinds, texts and positions for
// representative inputs, and every lexical error with the exact type, message,
// positions and text CPython 3.13 reports for it.
//
// Expected values come from CPython 3.13: token boundaries from
// `python3.13 -m tokenize` (whose NL and COMMENT tokens Taipan does not emit),
// errors from `ast.parse(source_bytes)` printing type(e).__name__, e.msg,
// e.lineno, e.offset, e.end_lineno, e.end_offset and e.text. Where CPython
// reports None (decoding errors), the tests expect 0. Where the tokens CPython's
// parser gets differ from the tokenize module's (a NEWLINE after a comment,
// the end of 'eval' and 'single' input), the errors CPython reports at those
// tokens give their boundaries; the comments quote them.
#include "parse/tokenizer.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace taipan::parse {
namespace {

// Renders the whole token stream, one token per line:
// "KIND 'text' line:col-line:col". Stops at ENDMARKER or at an error, which
// is rendered as "ERROR <message>".
std::string render(std::string_view source, bool positions = true) {
    Tokenizer tokenizer(source, "<test>");
    std::string out;
    if (!tokenizer.ok()) return "ERROR " + tokenizer.error().message + "\n";
    Token token;
    for (int guard = 0; guard < 100000; ++guard) {
        if (!tokenizer.next(token)) {
            out += "ERROR " + tokenizer.error().message + "\n";
            return out;
        }
        out += tokenKindSpelling(token.kind);
        out += " '";
        out += tokenizer.buffer().substr(token.start, token.end - token.start);
        out += "'";
        if (positions) {
            out += " " + std::to_string(token.lineno) + ":" + std::to_string(token.colOffset) + "-" +
                   std::to_string(token.endLineno) + ":" + std::to_string(token.endColOffset);
        }
        out += "\n";
        if (token.kind == TokenKind::EndMarker) break;
    }
    return out;
}

// Only the kinds and texts, on one line: "NAME(x) =(=) NUMBER(1) NEWLINE".
std::string kinds(std::string_view source) {
    Tokenizer tokenizer(source, "<test>");
    std::string out;
    if (!tokenizer.ok()) return "ERROR " + tokenizer.error().message;
    Token token;
    for (int guard = 0; guard < 100000; ++guard) {
        if (!tokenizer.next(token)) return out + "ERROR " + tokenizer.error().message;
        if (!out.empty()) out += " ";
        out += tokenKindSpelling(token.kind);
        switch (token.kind) {
        case TokenKind::Name:
        case TokenKind::Number:
        case TokenKind::String:
        case TokenKind::FStringStart:
        case TokenKind::FStringMiddle:
        case TokenKind::FStringEnd:
        case TokenKind::Op:
            out += "(";
            out += tokenizer.buffer().substr(token.start, token.end - token.start);
            out += ")";
            break;
        default: break;
        }
        if (token.kind == TokenKind::EndMarker) break;
    }
    return out;
}

// The error the tokenizer stops with, as CPython's attributes:
// "Type: message @ lineno,offset-end_lineno,end_offset text" or "no error".
std::string errorOf(std::string_view source) {
    Tokenizer tokenizer(source, "<test>");
    if (tokenizer.ok()) {
        Token token;
        for (int guard = 0; guard < 100000; ++guard) {
            if (!tokenizer.next(token)) break;
            if (token.kind == TokenKind::EndMarker) return "no error";
        }
    }
    const SyntaxErrorInfo& e = tokenizer.error();
    std::string out = std::string(errorTypeName(e.type)) + ": " + e.message + " @ " + std::to_string(e.lineno) +
                      "," + std::to_string(e.offset) + "-" + std::to_string(e.endLineno) + "," +
                      std::to_string(e.endOffset);
    out += e.hasText ? " " + e.text : " None";
    return out;
}

// ---- Structure -----------------------------------------------------------------

TEST(Tokenizer, SimpleStatementWithPositions) {
    EXPECT_EQ(render("x = 1\n"), "NAME 'x' 1:0-1:1\n"
                                 "= '=' 1:2-1:3\n"
                                 "NUMBER '1' 1:4-1:5\n"
                                 "NEWLINE '\n' 1:5-1:6\n"
                                 "ENDMARKER '' 2:0-2:0\n");
}

TEST(Tokenizer, ImplicitFinalNewline) {
    EXPECT_EQ(render("x"), "NAME 'x' 1:0-1:1\nNEWLINE '\n' 1:1-1:2\nENDMARKER '' 2:0-2:0\n");
    EXPECT_EQ(render(""), "ENDMARKER '' 1:0-1:0\n");
    EXPECT_EQ(render("# c"), "ENDMARKER '' 2:0-2:0\n");
    EXPECT_EQ(render("\n\n"), "ENDMARKER '' 3:0-3:0\n");
}

TEST(Tokenizer, IndentAndDedentPositions) {
    // From `python3.13 -m tokenize`.
    EXPECT_EQ(render("if x:\n    if y:\n        z\n    w\n"), "if 'if' 1:0-1:2\n"
                                                             "NAME 'x' 1:3-1:4\n"
                                                             ": ':' 1:4-1:5\n"
                                                             "NEWLINE '\n' 1:5-1:6\n"
                                                             "INDENT '    ' 2:0-2:4\n"
                                                             "if 'if' 2:4-2:6\n"
                                                             "NAME 'y' 2:7-2:8\n"
                                                             ": ':' 2:8-2:9\n"
                                                             "NEWLINE '\n' 2:9-2:10\n"
                                                             "INDENT '        ' 3:0-3:8\n"
                                                             "NAME 'z' 3:8-3:9\n"
                                                             "NEWLINE '\n' 3:9-3:10\n"
                                                             "DEDENT '' 4:4-4:4\n"
                                                             "NAME 'w' 4:4-4:5\n"
                                                             "NEWLINE '\n' 4:5-4:6\n"
                                                             "DEDENT '' 5:0-5:0\n"
                                                             "ENDMARKER '' 5:0-5:0\n");
}

TEST(Tokenizer, BlankAndCommentLinesAreSkipped) {
    EXPECT_EQ(kinds("if x:\n    y\n\n  # c\n\x0c\n    z\n# end\n"),
              "if NAME(x) : NEWLINE INDENT NAME(y) NEWLINE NAME(z) NEWLINE DEDENT ENDMARKER");
    EXPECT_EQ(render("if x:\n    y\n  \n# c\n"), "if 'if' 1:0-1:2\nNAME 'x' 1:3-1:4\n: ':' 1:4-1:5\n"
                                                 "NEWLINE '\n' 1:5-1:6\nINDENT '    ' 2:0-2:4\n"
                                                 "NAME 'y' 2:4-2:5\nNEWLINE '\n' 2:5-2:6\n"
                                                 "DEDENT '' 5:0-5:0\nENDMARKER '' 5:0-5:0\n");
}

TEST(Tokenizer, NewlineAfterACommentStartsAtTheHash) {
    // CPython's NEWLINE token starts where the comment before it does:
    // `if x  # c` gets "expected ':'" at 1,7-1,11, and `x = 1 +  # c` the
    // generic error at 1,10-1,14.
    EXPECT_EQ(render("if x  # c\n"), "if 'if' 1:0-1:2\nNAME 'x' 1:3-1:4\nNEWLINE '# c\n' 1:6-1:10\n"
                                      "ENDMARKER '' 2:0-2:0\n");
    EXPECT_EQ(render("x# \xc3\xa9\ny\n"), "NAME 'x' 1:0-1:1\nNEWLINE '# \xc3\xa9\n' 1:1-1:6\n"
                                            "NAME 'y' 2:0-2:1\nNEWLINE '\n' 2:1-2:2\n"
                                            "ENDMARKER '' 3:0-3:0\n");
    // Comments on lines without a NEWLINE (blank, or inside brackets) change
    // nothing.
    EXPECT_EQ(render("x = [  # c\n]\n# d\n"), "NAME 'x' 1:0-1:1\n= '=' 1:2-1:3\n[ '[' 1:4-1:5\n"
                                               "] ']' 2:0-2:1\nNEWLINE '\n' 2:1-2:2\n"
                                               "ENDMARKER '' 4:0-4:0\n");
}

TEST(Tokenizer, TabsCountToMultiplesOfEight) {
    EXPECT_EQ(kinds("if x:\n\tif y:\n\t z\n"),
              "if NAME(x) : NEWLINE INDENT if NAME(y) : NEWLINE INDENT NAME(z) NEWLINE DEDENT DEDENT ENDMARKER");
    EXPECT_EQ(kinds("if x:\n    \ty\n"), "if NAME(x) : NEWLINE INDENT NAME(y) NEWLINE DEDENT ENDMARKER");
    // A form feed resets the column.
    EXPECT_EQ(kinds("if x:\n \x0c   y\n"), "if NAME(x) : NEWLINE INDENT NAME(y) NEWLINE DEDENT ENDMARKER");
}

TEST(Tokenizer, NoNewlineOrIndentationInsideBrackets) {
    EXPECT_EQ(kinds("x = (1,\n  2,\n\t3)\ny\n"),
              "NAME(x) = ( NUMBER(1) , NUMBER(2) , NUMBER(3) ) NEWLINE NAME(y) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("x = [  # c\n]\n"), "NAME(x) = [ ] NEWLINE ENDMARKER");
}

TEST(Tokenizer, BackslashContinuation) {
    EXPECT_EQ(render("x = 1 + \\\n  2\n"), "NAME 'x' 1:0-1:1\n= '=' 1:2-1:3\nNUMBER '1' 1:4-1:5\n"
                                            "+ '+' 1:6-1:7\nNUMBER '2' 2:2-2:3\nNEWLINE '\n' 2:3-2:4\n"
                                            "ENDMARKER '' 3:0-3:0\n");
    // A continuation followed by a blank line ends the statement.
    EXPECT_EQ(kinds("x = 1 \\\n\n"), "NAME(x) = NUMBER(1) NEWLINE ENDMARKER");
    // In the indentation, the first backslash's column is the indentation.
    EXPECT_EQ(kinds("if x:\n  \\\n\ty\n"), "if NAME(x) : NEWLINE INDENT NAME(y) NEWLINE DEDENT ENDMARKER");
    EXPECT_EQ(kinds("\\\nx\n"), "NAME(x) NEWLINE ENDMARKER");
}

TEST(Tokenizer, NewlinesAreNormalized) {
    Tokenizer tokenizer("x = (1,\r\n 2)\ry\r\n", "<test>");
    EXPECT_EQ(tokenizer.buffer(), "x = (1,\n 2)\ny\n");
    EXPECT_EQ(kinds("x = \"\"\"a\r\nb\"\"\"\r\n"), "NAME(x) = STRING(\"\"\"a\nb\"\"\") NEWLINE ENDMARKER");
}

// ---- Names and keywords --------------------------------------------------------------

TEST(Tokenizer, KeywordsAndSoftKeywords) {
    EXPECT_EQ(kinds("async def f(): await x\n"),
              "async def NAME(f) ( ) : await NAME(x) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("False None True and as assert break class continue del elif else except\n"),
              "False None True and as assert break class continue del elif else except NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("finally for from global if import in is lambda nonlocal not or pass raise\n"),
              "finally for from global if import in is lambda nonlocal not or pass raise NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("return try while with yield\n"), "return try while with yield NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("match case _ type print\n"),
              "NAME(match) NAME(case) NAME(_) NAME(type) NAME(print) NEWLINE ENDMARKER");
    EXPECT_TRUE(isKeyword(TokenKind::KwFalse));
    EXPECT_TRUE(isKeyword(TokenKind::KwYield));
    EXPECT_FALSE(isKeyword(TokenKind::Name));
    EXPECT_FALSE(isKeyword(TokenKind::Op));
}

TEST(Tokenizer, NonAsciiIdentifiers) {
    Tokenizer tokenizer("\xc3\xa9t\xc3\xa9 = x\n", "<test>");
    Token token;
    ASSERT_TRUE(tokenizer.next(token));
    EXPECT_EQ(token.kind, TokenKind::Name);
    EXPECT_TRUE(token.nonAscii);
    EXPECT_EQ(token.colOffset, 0);
    EXPECT_EQ(token.endColOffset, 5); // bytes, not characters
    ASSERT_TRUE(tokenizer.next(token));
    EXPECT_EQ(token.kind, TokenKind::Equal);
    EXPECT_EQ(token.colOffset, 6);
    ASSERT_TRUE(tokenizer.next(token));
    EXPECT_FALSE(token.nonAscii);
    // Fullwidth letters, combining marks after a start character, CJK.
    EXPECT_EQ(kinds("x = \xef\xbc\xa1 + _\xcc\x80 + \xe4\xb8\xad\xe6\x96\x87\n"),
              "NAME(x) = NAME(\xef\xbc\xa1) + NAME(_\xcc\x80) + NAME(\xe4\xb8\xad\xe6\x96\x87) NEWLINE ENDMARKER");
}

TEST(Tokenizer, StrayCharactersBecomeOpTokens) {
    EXPECT_EQ(kinds("a $ b ? c ` d\n"), "NAME(a) OP($) NAME(b) OP(?) NAME(c) OP(`) NAME(d) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("1 <> 2\n"), "NUMBER(1) OP(<>) NUMBER(2) NEWLINE ENDMARKER");
}

// ---- Operators -------------------------------------------------------------------------

TEST(Tokenizer, OperatorsUseLongestMatch) {
    EXPECT_EQ(kinds("x **= 1; x //= 2; x >>= 3; x <<= 4; x @= 5\n"),
              "NAME(x) **= NUMBER(1) ; NAME(x) //= NUMBER(2) ; NAME(x) >>= NUMBER(3) ; NAME(x) <<= "
              "NUMBER(4) ; NAME(x) @= NUMBER(5) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("a != b == c <= d >= e < f > g -> h := i ... j . k\n"),
              "NAME(a) != NAME(b) == NAME(c) <= NAME(d) >= NAME(e) < NAME(f) > NAME(g) -> NAME(h) := "
              "NAME(i) ... NAME(j) . NAME(k) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("~a | b & c ^ d % e ** f // g << h >> i\n"),
              "~ NAME(a) | NAME(b) & NAME(c) ^ NAME(d) % NAME(e) ** NAME(f) // NAME(g) << NAME(h) >> NAME(i) "
              "NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("x+=1;x-=1;x*=1;x/=1;x%=1;x&=1;x|=1;x^=1\n"),
              "NAME(x) += NUMBER(1) ; NAME(x) -= NUMBER(1) ; NAME(x) *= NUMBER(1) ; NAME(x) /= NUMBER(1) ; "
              "NAME(x) %= NUMBER(1) ; NAME(x) &= NUMBER(1) ; NAME(x) |= NUMBER(1) ; NAME(x) ^= NUMBER(1) "
              "NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("x = ..\n"), "NAME(x) = . . NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("x = !a\n"), "NAME(x) = ! NAME(a) NEWLINE ENDMARKER");
}

// ---- Numbers -----------------------------------------------------------------------------

TEST(Tokenizer, NumberForms) {
    EXPECT_EQ(kinds("1_000_000 0xdead_beef 0o_777 0b_1010 0B1 0O7 0XF\n"),
              "NUMBER(1_000_000) NUMBER(0xdead_beef) NUMBER(0o_777) NUMBER(0b_1010) NUMBER(0B1) NUMBER(0O7) "
              "NUMBER(0XF) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("1E5 1e-5 1E+5 1.5J 1. .5 1.e5 1_0.0_1e1_0j\n"),
              "NUMBER(1E5) NUMBER(1e-5) NUMBER(1E+5) NUMBER(1.5J) NUMBER(1.) NUMBER(.5) NUMBER(1.e5) "
              "NUMBER(1_0.0_1e1_0j) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("0 00 0_0 0.0 0e0 0j 00.5 08.5 07e1 07j 09.5j\n"),
              "NUMBER(0) NUMBER(00) NUMBER(0_0) NUMBER(0.0) NUMBER(0e0) NUMBER(0j) NUMBER(00.5) NUMBER(08.5) "
              "NUMBER(07e1) NUMBER(07j) NUMBER(09.5j) NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("1 .real 1e5.real 1..real\n"),
              "NUMBER(1) . NAME(real) NUMBER(1e5) . NAME(real) NUMBER(1.) . NAME(real) NEWLINE ENDMARKER");
    // A radix literal stops at '.': CPython's parser reports "invalid syntax".
    EXPECT_EQ(kinds("0b1.5\n"), "NUMBER(0b1) NUMBER(.5) NEWLINE ENDMARKER");
    // Non-ASCII after a number is a separate token.
    EXPECT_EQ(kinds("1\xc3\xa9\n"), "NUMBER(1) NAME(\xc3\xa9) NEWLINE ENDMARKER");
}

TEST(Tokenizer, NumberFollowedByKeywordWarns) {
    // python3.13 -W always -c 'import ast; ast.parse("x = 1if x else y")'
    struct Case {
        const char* source;
        const char* tokens;
        const char* warning;
    };
    const Case cases[] = {
        {"x = 1if y else z\n", "NAME(x) = NUMBER(1) if NAME(y) else NAME(z) NEWLINE ENDMARKER",
         "invalid decimal literal"},
        {"x = 0x1for y in z\n", "NAME(x) = NUMBER(0x1f) or NAME(y) in NAME(z) NEWLINE ENDMARKER",
         "invalid hexadecimal literal"},
        {"x = 0b1and 2\n", "NAME(x) = NUMBER(0b1) and NUMBER(2) NEWLINE ENDMARKER", "invalid binary literal"},
        {"x = 0o7or 2\n", "NAME(x) = NUMBER(0o7) or NUMBER(2) NEWLINE ENDMARKER", "invalid octal literal"},
        {"x = 1jif y else z\n", "NAME(x) = NUMBER(1j) if NAME(y) else NAME(z) NEWLINE ENDMARKER",
         "invalid imaginary literal"},
        {"x = 1.0if y else z\n", "NAME(x) = NUMBER(1.0) if NAME(y) else NAME(z) NEWLINE ENDMARKER",
         "invalid decimal literal"},
        {"x = 1else\n", "NAME(x) = NUMBER(1) else NEWLINE ENDMARKER", "invalid decimal literal"},
        {"x = 1not in y\n", "NAME(x) = NUMBER(1) not in NAME(y) NEWLINE ENDMARKER", "invalid decimal literal"},
        {"x = 1is y\n", "NAME(x) = NUMBER(1) is NAME(y) NEWLINE ENDMARKER", "invalid decimal literal"},
        // After 'i' CPython looks at one more letter only.
        {"x = 1ifx\n", "NAME(x) = NUMBER(1) NAME(ifx) NEWLINE ENDMARKER", "invalid decimal literal"},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.source);
        EXPECT_EQ(kinds(c.source), c.tokens);
        Tokenizer tokenizer(c.source, "<test>");
        Token token;
        while (tokenizer.next(token) && token.kind != TokenKind::EndMarker) {
        }
        ASSERT_EQ(tokenizer.warnings().size(), 1u);
        EXPECT_EQ(tokenizer.warnings()[0].category, "SyntaxWarning");
        EXPECT_EQ(tokenizer.warnings()[0].message, c.warning);
        EXPECT_EQ(tokenizer.warnings()[0].lineno, 1);
    }
}

TEST(Tokenizer, NumberErrors) {
    EXPECT_EQ(errorOf("x = 0777\n"), "SyntaxError: leading zeros in decimal integer literals are not permitted; "
                                     "use an 0o prefix for octal integers @ 1,5-1,6 x = 0777");
    EXPECT_EQ(errorOf("x = 0_7\n"), "SyntaxError: leading zeros in decimal integer literals are not permitted; "
                                    "use an 0o prefix for octal integers @ 1,5-1,7 x = 0_7");
    EXPECT_EQ(errorOf("x = 00_7\n"), "SyntaxError: leading zeros in decimal integer literals are not permitted; "
                                     "use an 0o prefix for octal integers @ 1,5-1,8 x = 00_7");
    // CPython measures this range in bytes.
    EXPECT_EQ(errorOf("\xc3\xa9 = 0777\n"), "SyntaxError: leading zeros in decimal integer literals are not "
                                            "permitted; use an 0o prefix for octal integers @ 1,6-1,7 \xc3\xa9 = 0777");
    EXPECT_EQ(errorOf("x = 0b12\n"), "SyntaxError: invalid digit '2' in binary literal @ 1,8-1,8 x = 0b12");
    EXPECT_EQ(errorOf("x = 0o8\n"), "SyntaxError: invalid digit '8' in octal literal @ 1,7-1,7 x = 0o8");
    EXPECT_EQ(errorOf("x = 0o18\n"), "SyntaxError: invalid digit '8' in octal literal @ 1,8-1,8 x = 0o18");
    EXPECT_EQ(errorOf("x = 0b\n"), "SyntaxError: invalid binary literal @ 1,6-1,6 x = 0b");
    EXPECT_EQ(errorOf("x = 0o\n"), "SyntaxError: invalid octal literal @ 1,6-1,6 x = 0o");
    EXPECT_EQ(errorOf("x = 0x\n"), "SyntaxError: invalid hexadecimal literal @ 1,6-1,6 x = 0x");
    EXPECT_EQ(errorOf("x = 0xg\n"), "SyntaxError: invalid hexadecimal literal @ 1,6-1,6 x = 0xg");
    EXPECT_EQ(errorOf("x = 0b1_\n"), "SyntaxError: invalid binary literal @ 1,8-1,8 x = 0b1_");
    EXPECT_EQ(errorOf("x = 1_\n"), "SyntaxError: invalid decimal literal @ 1,6-1,6 x = 1_");
    EXPECT_EQ(errorOf("x = 1__0\n"), "SyntaxError: invalid decimal literal @ 1,6-1,6 x = 1__0");
    EXPECT_EQ(errorOf("x = 1a\n"), "SyntaxError: invalid decimal literal @ 1,5-1,5 x = 1a");
    EXPECT_EQ(errorOf("x = 1e\n"), "SyntaxError: invalid decimal literal @ 1,5-1,5 x = 1e");
    EXPECT_EQ(errorOf("x = 1e+\n"), "SyntaxError: invalid decimal literal @ 1,7-1,7 x = 1e+");
    EXPECT_EQ(errorOf("x = 1e_1\n"), "SyntaxError: invalid decimal literal @ 1,5-1,5 x = 1e_1");
    EXPECT_EQ(errorOf("x = 1._5\n"), "SyntaxError: invalid decimal literal @ 1,6-1,6 x = 1._5");
    EXPECT_EQ(errorOf("x = 1.5_\n"), "SyntaxError: invalid decimal literal @ 1,8-1,8 x = 1.5_");
    EXPECT_EQ(errorOf("x = 1.__class__\n"), "SyntaxError: invalid decimal literal @ 1,6-1,6 x = 1.__class__");
    EXPECT_EQ(errorOf("x = 0_\n"), "SyntaxError: invalid decimal literal @ 1,6-1,6 x = 0_");
    EXPECT_EQ(errorOf("x = 1andy\n"), "SyntaxError: invalid decimal literal @ 1,5-1,5 x = 1andy");
    EXPECT_EQ(errorOf("x = 1.5jx\n"), "SyntaxError: invalid imaginary literal @ 1,8-1,8 x = 1.5jx");
    EXPECT_EQ(errorOf("x = 1jx\n"), "SyntaxError: invalid imaginary literal @ 1,6-1,6 x = 1jx");
    EXPECT_EQ(errorOf("x = 0o\xc3\xa9\n"), "SyntaxError: invalid octal literal @ 1,6-1,6 x = 0o\xc3\xa9");
}

// ---- Strings --------------------------------------------------------------------------------

TEST(Tokenizer, StringPrefixesAndQuotes) {
    EXPECT_EQ(kinds("b'a' B\"a\" rb'\\d' Rb'a' bR'a' RB'a' br'a' Br'a' u'a' U'a' r'a' R'a'\n"),
              "STRING(b'a') STRING(B\"a\") STRING(rb'\\d') STRING(Rb'a') STRING(bR'a') STRING(RB'a') "
              "STRING(br'a') STRING(Br'a') STRING(u'a') STRING(U'a') STRING(r'a') STRING(R'a') NEWLINE "
              "ENDMARKER");
    EXPECT_EQ(kinds("'' \"\" '''''' \"\"\"\"\"\" ''''a'''\n"),
              "STRING('') STRING(\"\") STRING('''''') STRING(\"\"\"\"\"\") STRING(''''a''') NEWLINE ENDMARKER");
    // Invalid prefixes are names followed by a string.
    EXPECT_EQ(kinds("ur'a' bu'a' fb'a' rr'a'\n"),
              "NAME(ur) STRING('a') NAME(bu) STRING('a') NAME(fb) STRING('a') NAME(rr) STRING('a') NEWLINE "
              "ENDMARKER");
}

TEST(Tokenizer, BackslashEscapesTheQuoteEvenInRawStrings) {
    EXPECT_EQ(kinds("r'\\'' r\"\\\\\" '\\'' \"a\\\nb\"\n"),
              "STRING(r'\\'') STRING(r\"\\\\\") STRING('\\'') STRING(\"a\\\nb\") NEWLINE ENDMARKER");
    EXPECT_EQ(render("x = '''a\nb'''\n"), "NAME 'x' 1:0-1:1\n= '=' 1:2-1:3\nSTRING ''''a\nb'''' 1:4-2:4\n"
                                          "NEWLINE '\n' 2:4-2:5\nENDMARKER '' 3:0-3:0\n");
}

TEST(Tokenizer, UnterminatedStrings) {
    EXPECT_EQ(errorOf("x = \"abc\n"), "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 x = \"abc");
    EXPECT_EQ(errorOf("x = \"abc"), "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 x = \"abc");
    EXPECT_EQ(errorOf("x = 'abc\\\ndef\n"),
              "SyntaxError: unterminated string literal (detected at line 2) @ 1,5-1,5 x = 'abc\\");
    EXPECT_EQ(errorOf("x = \"abc\\\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 x = \"abc\\");
    EXPECT_EQ(errorOf("x = rb\"abc\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 x = rb\"abc");
    EXPECT_EQ(errorOf("\xc3\xa9 = rb\"abc\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 \xc3\xa9 = rb\"abc");
    EXPECT_EQ(errorOf("x = \"\"\"abc\n\ndef\n"),
              "SyntaxError: unterminated triple-quoted string literal (detected at line 3) @ 1,5-1,5 x = \"\"\"abc");
    EXPECT_EQ(errorOf("x = '''a''''\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,12-1,12 x = '''a''''");
    EXPECT_EQ(errorOf("x = \"a\\\"b\n"), "SyntaxError: unterminated string literal (detected at line 1); perhaps "
                                          "you escaped the end quote? @ 1,5-1,5 x = \"a\\\"b");
    EXPECT_EQ(errorOf("x = 'a\\\"b\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,5-1,5 x = 'a\\\"b");
}

// ---- F-strings --------------------------------------------------------------------------------

TEST(Tokenizer, FStringTokens) {
    // Token boundaries from `python3.13 -m tokenize` (which also shows the
    // empty FSTRING_MIDDLE tokens Taipan leaves out).
    EXPECT_EQ(render("f\"a{{b}}c{x!r:>{w}.3} {y=}\"\n"), "FSTRING_START 'f\"' 1:0-1:2\n"
                                                        "FSTRING_MIDDLE 'a{' 1:2-1:4\n"
                                                        "FSTRING_MIDDLE 'b}' 1:5-1:7\n"
                                                        "FSTRING_MIDDLE 'c' 1:8-1:9\n"
                                                        "{ '{' 1:9-1:10\n"
                                                        "NAME 'x' 1:10-1:11\n"
                                                        "! '!' 1:11-1:12\n"
                                                        "NAME 'r' 1:12-1:13\n"
                                                        ": ':' 1:13-1:14\n"
                                                        "FSTRING_MIDDLE '>' 1:14-1:15\n"
                                                        "{ '{' 1:15-1:16\n"
                                                        "NAME 'w' 1:16-1:17\n"
                                                        "} '}' 1:17-1:18\n"
                                                        "FSTRING_MIDDLE '.3' 1:18-1:20\n"
                                                        "} '}' 1:20-1:21\n"
                                                        "FSTRING_MIDDLE ' ' 1:21-1:22\n"
                                                        "{ '{' 1:22-1:23\n"
                                                        "NAME 'y' 1:23-1:24\n"
                                                        "= '=' 1:24-1:25\n"
                                                        "} '}' 1:25-1:26\n"
                                                        "FSTRING_END '\"' 1:26-1:27\n"
                                                        "NEWLINE '\n' 1:27-1:28\n"
                                                        "ENDMARKER '' 2:0-2:0\n");
    EXPECT_EQ(kinds("f\"{{{x}}}\"\n"),
              "FSTRING_START(f\") FSTRING_MIDDLE({) { NAME(x) } FSTRING_MIDDLE(}) FSTRING_END(\") NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f''\n"), "FSTRING_START(f') FSTRING_END(') NEWLINE ENDMARKER");
}

TEST(Tokenizer, FStringPrefixes) {
    EXPECT_EQ(kinds("F'' Fr'' fR'' RF'' rF'' f'''''' rf\"\"\"\"\"\"\n"),
              "FSTRING_START(F') FSTRING_END(') FSTRING_START(Fr') FSTRING_END(') FSTRING_START(fR') "
              "FSTRING_END(') FSTRING_START(RF') FSTRING_END(') FSTRING_START(rF') FSTRING_END(') "
              "FSTRING_START(f''') FSTRING_END(''') FSTRING_START(rf\"\"\") FSTRING_END(\"\"\") NEWLINE ENDMARKER");
}

TEST(Tokenizer, FStringColonsAndEquals) {
    // A ':' starts a format spec only at the field's own bracket level.
    EXPECT_EQ(kinds("f'{x[1:2]}'\n"), "FSTRING_START(f') { NAME(x) [ NUMBER(1) : NUMBER(2) ] } FSTRING_END(') "
                                      "NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{(lambda: 1)}'\n"),
              "FSTRING_START(f') { ( lambda : NUMBER(1) ) } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{lambda: 1}'\n"),
              "FSTRING_START(f') { lambda : FSTRING_MIDDLE( 1) } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{x:=y}'\n"), "FSTRING_START(f') { NAME(x) : FSTRING_MIDDLE(=y) } FSTRING_END(') NEWLINE "
                                    "ENDMARKER");
    EXPECT_EQ(kinds("f'{(x:=y)}'\n"), "FSTRING_START(f') { ( NAME(x) := NAME(y) ) } FSTRING_END(') NEWLINE "
                                      "ENDMARKER");
    EXPECT_EQ(kinds("f'{x!=y}{x==y}{x<=y}{x>=y}'\n"),
              "FSTRING_START(f') { NAME(x) != NAME(y) } { NAME(x) == NAME(y) } { NAME(x) <= NAME(y) } { "
              "NAME(x) >= NAME(y) } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{ x = !r}'\n"), "FSTRING_START(f') { NAME(x) = ! NAME(r) } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{ {1: 2}[1] }'\n"),
              "FSTRING_START(f') { { NUMBER(1) : NUMBER(2) } [ NUMBER(1) ] } FSTRING_END(') NEWLINE ENDMARKER");
}

TEST(Tokenizer, FStringFormatSpecs) {
    EXPECT_EQ(kinds("f'{x:{y:{z}}}'\n"),
              "FSTRING_START(f') { NAME(x) : { NAME(y) : { NAME(z) } } } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{x:a{y}b{z}c}'\n"),
              "FSTRING_START(f') { NAME(x) : FSTRING_MIDDLE(a) { NAME(y) } FSTRING_MIDDLE(b) { NAME(z) } "
              "FSTRING_MIDDLE(c) } FSTRING_END(') NEWLINE ENDMARKER");
    // No escaped braces in a format spec: "{{" opens a field holding a set.
    EXPECT_EQ(kinds("f'{x:{{y}}}'\n"),
              "FSTRING_START(f') { NAME(x) : { { NAME(y) } } } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{x:)}'\n"), "FSTRING_START(f') { NAME(x) : FSTRING_MIDDLE()) } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'{x:%H:%M}'\n"),
              "FSTRING_START(f') { NAME(x) : FSTRING_MIDDLE(%H:%M) } FSTRING_END(') NEWLINE ENDMARKER");
    // A single-quoted f-string's format spec ends at the end of the line.
    EXPECT_EQ(kinds("f'{x:\n}'\n"), "FSTRING_START(f') { NAME(x) : } FSTRING_END(') NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f'''{x:\nabc}'''\n"),
              "FSTRING_START(f''') { NAME(x) : FSTRING_MIDDLE(\nabc) } FSTRING_END(''') NEWLINE ENDMARKER");
}

TEST(Tokenizer, NestedAndMultiLineFStrings) {
    EXPECT_EQ(kinds("f\"{f\"{f\"{1}\"}\"}\"\n"),
              "FSTRING_START(f\") { FSTRING_START(f\") { FSTRING_START(f\") { NUMBER(1) } FSTRING_END(\") } "
              "FSTRING_END(\") } FSTRING_END(\") NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("f\"{\"a\"}\"\n"), "FSTRING_START(f\") { STRING(\"a\") } FSTRING_END(\") NEWLINE ENDMARKER");
    EXPECT_EQ(render("f'''{\n1 # c\n}'''\n"), "FSTRING_START 'f'''' 1:0-1:4\n{ '{' 1:4-1:5\nNUMBER '1' 2:0-2:1\n"
                                              "} '}' 3:0-3:1\nFSTRING_END ''''' 3:1-3:4\nNEWLINE '\n' 3:4-3:5\n"
                                              "ENDMARKER '' 4:0-4:0\n");
    EXPECT_EQ(render("f'''a\n{x}\nb'''\n"), "FSTRING_START 'f'''' 1:0-1:4\nFSTRING_MIDDLE 'a\n' 1:4-2:0\n"
                                            "{ '{' 2:0-2:1\nNAME 'x' 2:1-2:2\n} '}' 2:2-2:3\n"
                                            "FSTRING_MIDDLE '\nb' 2:3-3:1\nFSTRING_END ''''' 3:1-3:4\n"
                                            "NEWLINE '\n' 3:4-3:5\nENDMARKER '' 4:0-4:0\n");
    EXPECT_EQ(kinds("f'abc\\\ndef'\n"), "FSTRING_START(f') FSTRING_MIDDLE(abc\\\ndef) FSTRING_END(') NEWLINE ENDMARKER");
}

TEST(Tokenizer, FStringBackslashes) {
    // A backslash before a brace leaves the brace its meaning (with CPython's
    // warning); a raw f-string does not warn.
    EXPECT_EQ(kinds("f'\\{x}'\n"), "FSTRING_START(f') FSTRING_MIDDLE(\\) { NAME(x) } FSTRING_END(') NEWLINE ENDMARKER");
    {
        Tokenizer tokenizer("x = f'\\{x}'\n", "<test>");
        Token token;
        while (tokenizer.next(token) && token.kind != TokenKind::EndMarker) {
        }
        ASSERT_EQ(tokenizer.warnings().size(), 1u);
        EXPECT_EQ(tokenizer.warnings()[0].message, "invalid escape sequence '\\{'");
    }
    {
        Tokenizer tokenizer("x = rf'\\{x}'\n", "<test>");
        Token token;
        while (tokenizer.next(token) && token.kind != TokenKind::EndMarker) {
        }
        EXPECT_TRUE(tokenizer.warnings().empty());
    }
    EXPECT_EQ(kinds("f'\\''\n"), "FSTRING_START(f') FSTRING_MIDDLE(\\') FSTRING_END(') NEWLINE ENDMARKER");
    // "\N{...}" is a named escape, not a replacement field; its '}' ends the token.
    EXPECT_EQ(kinds("f'\\N{DIGIT ONE}a{x}'\n"),
              "FSTRING_START(f') FSTRING_MIDDLE(\\N{DIGIT ONE}) FSTRING_MIDDLE(a) { NAME(x) } FSTRING_END(') "
              "NEWLINE ENDMARKER");
    EXPECT_EQ(kinds("rf'\\N{x}'\n"), "FSTRING_START(rf') FSTRING_MIDDLE(\\N) { NAME(x) } FSTRING_END(') NEWLINE "
                                     "ENDMARKER");
}

TEST(Tokenizer, FStringErrors) {
    EXPECT_EQ(errorOf("x = f\"abc\n"),
              "SyntaxError: unterminated f-string literal (detected at line 1) @ 1,5-1,5 x = f\"abc");
    EXPECT_EQ(errorOf("x = f\"{x}\n"),
              "SyntaxError: unterminated f-string literal (detected at line 1) @ 1,5-1,5 x = f\"{x}");
    EXPECT_EQ(errorOf("x = f\"\"\"abc\n\n"),
              "SyntaxError: unterminated triple-quoted f-string literal (detected at line 2) @ 1,5-1,5 x = f\"\"\"abc");
    EXPECT_EQ(errorOf("x = f\"{a\"\n"), "SyntaxError: f-string: expecting '}' @ 1,9-1,9 x = f\"{a\"");
    EXPECT_EQ(errorOf("x = f\"{\"\n"), "SyntaxError: f-string: expecting '}' @ 1,8-1,8 x = f\"{\"");
    EXPECT_EQ(errorOf("x = f\"{x!\"\n"), "SyntaxError: f-string: expecting '}' @ 1,10-1,10 x = f\"{x!\"");
    EXPECT_EQ(errorOf("x = f\"{x:{\"\n"), "SyntaxError: f-string: expecting '}' @ 1,11-1,11 x = f\"{x:{\"");
    EXPECT_EQ(errorOf("x = f\"{a}}\"\n"), "SyntaxError: f-string: single '}' is not allowed @ 1,10-1,10 x = f\"{a}}\"");
    EXPECT_EQ(errorOf("x = f\"}\"\n"), "SyntaxError: f-string: single '}' is not allowed @ 1,7-1,7 x = f\"}\"");
    EXPECT_EQ(errorOf("x = f\"{x:a}b}\"\n"),
              "SyntaxError: f-string: single '}' is not allowed @ 1,13-1,13 x = f\"{x:a}b}\"");
    EXPECT_EQ(errorOf("x = f\"{a)}\"\n"), "SyntaxError: f-string: unmatched ')' @ 1,9-1,9 x = f\"{a)}\"");
    EXPECT_EQ(errorOf("x = f\"{a]}\"\n"), "SyntaxError: f-string: unmatched ']' @ 1,9-1,9 x = f\"{a]}\"");
    EXPECT_EQ(errorOf("x = f\"{(a}\"\n"), "SyntaxError: closing parenthesis '}' does not match opening parenthesis "
                                          "'(' @ 1,10-1,10 x = f\"{(a}\"");
    EXPECT_EQ(errorOf("x = f\"{a:{b:{c:{d}}}}\"\n"),
              "SyntaxError: f-string: expressions nested too deeply @ 1,15-1,15 x = f\"{a:{b:{c:{d}}}}\"");
    EXPECT_EQ(errorOf("x = f\"{a\n"), "SyntaxError: '{' was never closed @ 1,7-1,0 x = f\"{a\n");
    EXPECT_EQ(errorOf("x = f\"{a #}\"\n"), "SyntaxError: '{' was never closed @ 1,7-1,0 x = f\"{a #}\"\n");
    EXPECT_EQ(errorOf("x = f\"\"\"{a\n#}\"\"\"\n"), "SyntaxError: '{' was never closed @ 1,9-1,0 x = f\"\"\"{a");
    EXPECT_EQ(errorOf("x = f\"{\\n}\"\n"),
              "SyntaxError: unexpected character after line continuation character @ 1,9-1,0 x = f\"{\\n}\"\n");
    EXPECT_EQ(errorOf("x = f'{\"a'}'\n"),
              "SyntaxError: unterminated string literal (detected at line 1) @ 1,8-1,8 x = f'{\"a'}'");
    const std::string deep = "x = " + [] {
        std::string s;
        for (int i = 0; i < 150; ++i) s += "f\"{";
        s += "1";
        for (int i = 0; i < 150; ++i) s += "}\"";
        return s;
    }() + "\n";
    const std::string deepError = errorOf(deep);
    EXPECT_EQ(deepError.substr(0, deepError.find(" x = ")), "SyntaxError: too many nested f-strings @ 1,453-1,453");
}

TEST(Tokenizer, FStringEndingInsideAFieldLeavesItsBracketsOpen) {
    // CPython's f-string ends at its quote even inside a format spec; the
    // field's '{' stays open, and the closing bracket after the f-string does
    // not match it (python3.13 reports this error, not the parser's "f-string:
    // expecting '}'", for each of these).
    const std::string closing = "closing parenthesis ')' does not match opening parenthesis '{'";
    const std::string mismatch = "ERROR " + closing;
    EXPECT_EQ(kinds("print(f\"{x:.2f\")\n"),
              "NAME(print) ( FSTRING_START(f\") { NAME(x) : FSTRING_MIDDLE(.2f) FSTRING_END(\")" +
                  mismatch);
    EXPECT_EQ(errorOf("print(f\"{x:.2f\")\n"),
              "SyntaxError: " + closing + " @ 1,16-1,16 print(f\"{x:.2f\")");
    EXPECT_EQ(errorOf("x = (f\"{a:2\"\n)\n"),
              "SyntaxError: " + closing + " on line 1 @ 2,1-2,1 )");
    EXPECT_EQ(errorOf("print(f\"{x:{y:2}\")\n"),
              "SyntaxError: " + closing + " @ 1,18-1,18 print(f\"{x:{y:2}\")");
    // The error is raised outside any f-string, so it beats the parser's.
    Tokenizer tokenizer("print(f\"{x:.2f\")\n", "<test>");
    Token token;
    while (tokenizer.next(token)) {
    }
    EXPECT_TRUE(tokenizer.errorRaisedByTokenizer());
    EXPECT_FALSE(tokenizer.errorInsideFString());
    // A matching '}' closes the leftover bracket like any other.
    EXPECT_EQ(kinds("(f\"{x:.2f\"}\n"), "( FSTRING_START(f\") { NAME(x) : FSTRING_MIDDLE(.2f) "
                                      "FSTRING_END(\") }ERROR '(' was never closed");
    // Inside an enclosing f-string, closing a leftover bracket closes that
    // f-string's own innermost bracket in its eyes: here its field, so its
    // quote ends it (CPython: the ')' mismatch at 1,18 and 1,21).
    EXPECT_EQ(kinds("f\"{ f'{x:.2f' }\" )\n"),
              "FSTRING_START(f\") { FSTRING_START(f') { NAME(x) : FSTRING_MIDDLE(.2f) "
              "FSTRING_END(') } FSTRING_END(\")" +
                  mismatch);
    EXPECT_EQ(errorOf("print(f\"{f\"{x:.2f\"}\")\n"),
              "SyntaxError: " + closing + " @ 1,21-1,21 print(f\"{f\"{x:.2f\"}\")");
}

TEST(Tokenizer, FStringErrorsAreMarkedAsInsideFString) {
    Tokenizer tokenizer("x = f'{a)}'\n", "<test>");
    Token token;
    while (tokenizer.next(token)) {
    }
    EXPECT_TRUE(tokenizer.errorRaisedByTokenizer());
    EXPECT_TRUE(tokenizer.errorInsideFString());
    Tokenizer plain("x = 'abc\n", "<test>");
    while (plain.next(token)) {
    }
    EXPECT_TRUE(plain.errorRaisedByTokenizer());
    EXPECT_FALSE(plain.errorInsideFString());
    Tokenizer tab("if x:\n\ty\n        z\n", "<test>");
    while (tab.next(token)) {
    }
    EXPECT_FALSE(tab.errorRaisedByTokenizer());
}

// ---- Brackets ------------------------------------------------------------------------------

TEST(Tokenizer, BracketErrors) {
    EXPECT_EQ(errorOf("x = 1)\n"), "SyntaxError: unmatched ')' @ 1,6-1,6 x = 1)");
    EXPECT_EQ(errorOf(")"), "SyntaxError: unmatched ')' @ 1,1-1,1 )");
    EXPECT_EQ(errorOf("x = (1]\n"),
              "SyntaxError: closing parenthesis ']' does not match opening parenthesis '(' @ 1,7-1,7 x = (1]");
    EXPECT_EQ(errorOf("x = (1,\n2]\n"), "SyntaxError: closing parenthesis ']' does not match opening parenthesis "
                                        "'(' on line 1 @ 2,2-2,2 2]");
    EXPECT_EQ(errorOf("\xc3\xa9 = (1]\n"), "SyntaxError: closing parenthesis ']' does not match opening parenthesis "
                                           "'(' @ 1,7-1,7 \xc3\xa9 = (1]");
    EXPECT_EQ(errorOf("(\n"), "SyntaxError: '(' was never closed @ 1,1-1,0 (\n");
    EXPECT_EQ(errorOf("(\n\n"), "SyntaxError: '(' was never closed @ 1,1-1,0 (");
    EXPECT_EQ(errorOf("x = (1,\n 2"), "SyntaxError: '(' was never closed @ 1,5-1,0 x = (1,");
    EXPECT_EQ(errorOf("x = [1, (2\n"), "SyntaxError: '(' was never closed @ 1,9-1,0 x = [1, (2\n");
    EXPECT_EQ(errorOf("x = (1 \\"), "SyntaxError: '(' was never closed @ 1,5-1,0 x = (1 \\\n");
    EXPECT_EQ(errorOf("x = \"\"\"abc\ndef\"\"\"; y = (\n"),
              "SyntaxError: '(' was never closed @ 2,13-2,0 x = \"\"\"abc\ndef\"\"\"; y = (\n");
    const std::string tooMany = "x = " + std::string(201, '[') + "\n";
    const std::string tooManyError = errorOf(tooMany);
    EXPECT_EQ(tooManyError.substr(0, tooManyError.find(" x = ")), "SyntaxError: too many nested parentheses @ 1,205-1,205");
    EXPECT_EQ(errorOf("x = " + std::string(200, '(') + std::string(200, ')') + "\n"), "no error");
}

TEST(Tokenizer, InnermostOpenBracket) {
    Tokenizer tokenizer("x = [1, (2,\n", "<test>");
    Token token;
    for (int i = 0; i < 6; ++i) ASSERT_TRUE(tokenizer.next(token));
    EXPECT_EQ(tokenizer.bracketDepth(), 2);
    Token open;
    ASSERT_TRUE(tokenizer.innermostOpenBracket(open));
    EXPECT_EQ(open.kind, TokenKind::LeftParen);
    EXPECT_EQ(open.lineno, 1);
    EXPECT_EQ(open.colOffset, 8);
    Tokenizer none("x\n", "<test>");
    EXPECT_FALSE(none.innermostOpenBracket(open));
}

// ---- Indentation and continuation errors --------------------------------------------------------

TEST(Tokenizer, IndentationErrors) {
    EXPECT_EQ(errorOf("if x:\n  y\n z\n"),
              "IndentationError: unindent does not match any outer indentation level @ 3,3-3,-1  z\n");
    EXPECT_EQ(errorOf("if x:\n  y\n z = 1\n"),
              "IndentationError: unindent does not match any outer indentation level @ 3,7-3,-1  z = 1\n");
    EXPECT_EQ(errorOf("if x:\n    y\n\x0c  z\n"),
              "IndentationError: unindent does not match any outer indentation level @ 3,5-3,-1 \x0c  z\n");
    EXPECT_EQ(errorOf("if x:\n    y\n  \\\n  z\n"),
              "IndentationError: unindent does not match any outer indentation level @ 4,4-4,-1   z\n");
    EXPECT_EQ(errorOf("if x:\n\ty\n        z\n"),
              "TabError: inconsistent use of tabs and spaces in indentation @ 3,1-3,0         z\n");
    EXPECT_EQ(errorOf("if x:\n        y\n\tz\n"),
              "TabError: inconsistent use of tabs and spaces in indentation @ 3,1-3,0 \tz\n");
    EXPECT_EQ(errorOf("if x:\n\ty\n  \tz\n"),
              "TabError: inconsistent use of tabs and spaces in indentation @ 3,1-3,0   \tz\n");
    EXPECT_EQ(errorOf("if x:\n  y\n\tz\n"), "TabError: inconsistent use of tabs and spaces in indentation @ 3,1-3,0 \tz\n");
    std::string deep;
    for (int i = 0; i < 100; ++i) deep += std::string(static_cast<size_t>(i), ' ') + "if x:\n";
    EXPECT_EQ(errorOf(deep + std::string(100, ' ') + "pass\n"),
              "IndentationError: too many levels of indentation @ 101,1-101,0 " + std::string(100, ' ') + "pass\n");
    std::string ok;
    for (int i = 0; i < 99; ++i) ok += std::string(static_cast<size_t>(i), ' ') + "if x:\n";
    EXPECT_EQ(errorOf(ok + std::string(99, ' ') + "pass\n"), "no error");
}

TEST(Tokenizer, LineContinuationErrors) {
    EXPECT_EQ(errorOf("x = 1 \\ y\n"),
              "SyntaxError: unexpected character after line continuation character @ 1,8-1,0 x = 1 \\ y\n");
    EXPECT_EQ(errorOf("x = 1 + \\\n  \\ y\n"), "SyntaxError: unexpected character after line continuation "
                                               "character @ 2,14-2,0 x = 1 + \\\n  \\ y\n");
    EXPECT_EQ(errorOf("(1,\n2 \\ x)\n"),
              "SyntaxError: unexpected character after line continuation character @ 2,4-2,0 2 \\ x)\n");
    EXPECT_EQ(errorOf("\xc3\xa9 = 1 \\ y\n"), "SyntaxError: unexpected character after line continuation "
                                               "character @ 1,8-1,0 \xc3\xa9 = 1 \\ y\n");
    EXPECT_EQ(errorOf("if x:\n    e\n\t\\N\n"),
              "SyntaxError: unexpected character after line continuation character @ 3,3-3,0 \t\\N\n");
    EXPECT_EQ(errorOf("x = 1 \\"), "SyntaxError: unexpected EOF while parsing @ 1,8-1,-1 x = 1 \\\n");
    EXPECT_EQ(errorOf("x = 1 \\\n"), "SyntaxError: unexpected EOF while parsing @ 1,8-1,-1 x = 1 \\\n");
}

// ---- Characters and decoding -----------------------------------------------------------------------

TEST(Tokenizer, InvalidCharacters) {
    EXPECT_EQ(errorOf("x = \xe2\x82\xac\n"), "SyntaxError: invalid character '\xe2\x82\xac' (U+20AC) @ 1,5-1,5 x = \xe2\x82\xac");
    EXPECT_EQ(errorOf("x = a\xe2\x82\xac\n"),
              "SyntaxError: invalid character '\xe2\x82\xac' (U+20AC) @ 1,6-1,6 x = a\xe2\x82\xac");
    EXPECT_EQ(errorOf("x = 1\xe2\x82\xac\n"),
              "SyntaxError: invalid character '\xe2\x82\xac' (U+20AC) @ 1,6-1,6 x = 1\xe2\x82\xac");
    EXPECT_EQ(errorOf("x = \xc2\xa0\n"), "SyntaxError: invalid non-printable character U+00A0 @ 1,5-1,5 x = \xc2\xa0");
    EXPECT_EQ(errorOf("x\xc2\xa0 = 1\n"), "SyntaxError: invalid non-printable character U+00A0 @ 1,2-1,2 x\xc2\xa0 = 1");
    EXPECT_EQ(errorOf("x = \xf0\x9f\x98\x80\n"),
              "SyntaxError: invalid character '\xf0\x9f\x98\x80' (U+1F600) @ 1,5-1,5 x = \xf0\x9f\x98\x80");
    EXPECT_EQ(errorOf("x = \xcc\x80\n"), "SyntaxError: invalid character '\xcc\x80' (U+0300) @ 1,5-1,5 x = \xcc\x80");
    EXPECT_EQ(errorOf("x = \x01\n"), "SyntaxError: invalid non-printable character U+0001 @ 1,5-1,5 x = \x01");
    EXPECT_EQ(errorOf("x = 1 \x7f\n"), "SyntaxError: invalid non-printable character U+007F @ 1,7-1,7 x = 1 \x7f");
    // A second BOM is an ordinary (invalid) character.
    EXPECT_EQ(errorOf("\xef\xbb\xbf\xef\xbb\xbfx=1\n"),
              "SyntaxError: invalid non-printable character U+FEFF @ 1,1-1,1 \xef\xbb\xbfx=1");
}

TEST(Tokenizer, UndecodableBytes) {
    // Without a declaration CPython checks UTF-8 only where it needs text:
    // comments may hold anything, names are checked here.
    EXPECT_EQ(errorOf("x = 1 # \xe9\xe9\n"), "no error");
    EXPECT_EQ(errorOf("\xe9\n"), "SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: "
                                 "unexpected end of data @ 1,1-1,-1 \xef\xbf\xbd\n");
    EXPECT_EQ(errorOf("x=1\n\xe9" "abc\n"), "SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in "
                                            "position 0: invalid continuation byte @ 2,2-2,-1 \xef\xbf\xbd" "abc\n");
    EXPECT_EQ(errorOf("x = 1\n\xe9\xa9" "abc\n"), "SyntaxError: (unicode error) 'utf-8' codec can't decode bytes in "
                                                  "position 0-1: invalid continuation byte @ 2,3-2,-1 \xef\xbf\xbd" "abc\n");
    EXPECT_EQ(errorOf("x + \xe9 + y\n"), "SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in "
                                         "position 0: unexpected end of data @ 1,5-1,-1 x + \xef\xbf\xbd + y\n");
    EXPECT_EQ(errorOf("\xff\n"), "SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xff in position 0: "
                                 "invalid start byte @ 1,1-1,-1 \xef\xbf\xbd\n");
    // In a string literal the parser reports it when decoding the literal.
    EXPECT_EQ(kinds("x = \"\xe9\"\n"), "NAME(x) = STRING(\"\xe9\") NEWLINE ENDMARKER");
}

TEST(Tokenizer, NullBytes) {
    EXPECT_EQ(errorOf(std::string_view("x = 1\0\n", 7)),
              "SyntaxError: source code string cannot contain null bytes @ 0,0-0,0 None");
    EXPECT_EQ(errorOf(std::string_view("# coding: xyz\n\0\n", 16)),
              "SyntaxError: source code string cannot contain null bytes @ 0,0-0,0 None");
    Tokenizer text = Tokenizer::fromText(std::string_view("x\0", 2), "<test>");
    EXPECT_FALSE(text.ok());
}

TEST(Tokenizer, CodingDeclarations) {
    {
        Tokenizer tokenizer("# coding: latin-1\nx = '\xe9'\n", "<test>");
        ASSERT_TRUE(tokenizer.ok());
        EXPECT_EQ(tokenizer.buffer(), "# coding: latin-1\nx = '\xc3\xa9'\n");
    }
    {
        Tokenizer tokenizer("#!/usr/bin/python\n# vim: set fileencoding=iso-8859-1 :\n\xe9 = 1\n", "<test>");
        ASSERT_TRUE(tokenizer.ok());
        EXPECT_EQ(kinds("#!/usr/bin/python\n# vim: set fileencoding=iso-8859-1 :\n\xe9 = 1\n"),
                  "NAME(\xc3\xa9) = NUMBER(1) NEWLINE ENDMARKER");
    }
    {
        Tokenizer tokenizer("# -*- coding: cp1252 -*-\nx = '\x80'\n", "<test>");
        ASSERT_TRUE(tokenizer.ok());
        EXPECT_EQ(tokenizer.buffer(), "# -*- coding: cp1252 -*-\nx = '\xe2\x82\xac'\n");
    }
    // Spellings CPython accepts for UTF-8 and Latin-1.
    for (const char* name : {"utf-8", "UTF-8", "utf8", "utf_8", "utf-8-unix", "utf-8-sig", "u8", "latin-1",
                             "latin1", "Latin-1", "iso-latin-1", "iso-8859-1", "ISO_8859-1", "iso8859-1",
                             "l1", "latin", "latin-1-unix", "ascii"}) {
        SCOPED_TRACE(name);
        EXPECT_EQ(errorOf(std::string("# coding: ") + name + "\nx = 1\n"), "no error");
    }
    // Line 2 counts only after a blank or comment line; line 3 never does.
    EXPECT_EQ(errorOf("\n# coding: xyz\n"), "SyntaxError: unknown encoding: xyz @ 0,-1-0,0 None");
    EXPECT_EQ(errorOf("x = 1\n# coding: xyz\n"), "no error");
    EXPECT_EQ(errorOf("\\\n# coding: xyz\n"), "no error");
    EXPECT_EQ(errorOf("\n\n# coding: xyz\n"), "no error");
    EXPECT_EQ(errorOf("x # coding: xyz\n"), "no error");
    EXPECT_EQ(errorOf("# codingxyz: ascii\n"), "no error");
    EXPECT_EQ(errorOf("  # coding=xyz\n"), "SyntaxError: unknown encoding: xyz @ 0,-1-0,0 None");
    EXPECT_EQ(errorOf("# coding: Latin-9\n"), "SyntaxError: unknown encoding: Latin-9 @ 0,-1-0,0 None");
    EXPECT_EQ(errorOf("# coding: ascii\r\n\r\nx=\"\xe9\"\n"),
              "SyntaxError: 'ascii' codec can't decode byte 0xe9 in position 20: ordinal not in range(128) @ "
              "0,-1-0,0 None");
    EXPECT_EQ(errorOf("# coding: cp1252\nx=\"\x81\"\n"), "SyntaxError: 'charmap' codec can't decode byte 0x81 in "
                                                        "position 20: character maps to <undefined> @ 0,-1-0,0 None");
}

TEST(Tokenizer, ByteOrderMark) {
    EXPECT_EQ(kinds("\xef\xbb\xbfx = 1\n"), "NAME(x) = NUMBER(1) NEWLINE ENDMARKER");
    EXPECT_EQ(errorOf("\xef\xbb\xbf# coding: utf-8\nx=1\n"), "no error");
    EXPECT_EQ(errorOf("\xef\xbb\xbf# coding: UTF-8\nx=1\n"), "no error");
    EXPECT_EQ(errorOf("\xef\xbb\xbf# coding: utf-8-sig\nx=1\n"), "no error");
    EXPECT_EQ(errorOf("\xef\xbb\xbf# coding: latin-1\nx=1\n"),
              "SyntaxError: encoding problem: iso-8859-1 with BOM @ 0,-1-0,0 None");
    EXPECT_EQ(errorOf("\xef\xbb\xbf#coding: utf8\nx=1\n"), "SyntaxError: encoding problem: utf8 with BOM @ 0,-1-0,0 None");
}

TEST(Tokenizer, FromTextIgnoresDeclarations) {
    Tokenizer tokenizer = Tokenizer::fromText("# coding: xyz\nx = '\xc3\xa9'\r\n", "<string>");
    ASSERT_TRUE(tokenizer.ok());
    EXPECT_EQ(tokenizer.buffer(), "# coding: xyz\nx = '\xc3\xa9'\n");
    EXPECT_EQ(tokenizer.filename(), "<string>");
    EXPECT_EQ(tokenizer.lineText(2), "x = '\xc3\xa9'");
    EXPECT_EQ(tokenizer.lineText(3), "");
}

// ---- The end of 'eval' and 'single' input (keepSourceEnd) ---------------------------------

// The tokens of input that keeps its end as it is, rendered as kinds() does,
// going on past the first ENDMARKER up to the next one (as CPython's parser
// does for 'single' input).
std::string kindsKeepingTheEnd(std::string_view source, bool fromText = false) {
    Tokenizer tokenizer =
        fromText ? Tokenizer::fromText(source, "<test>") : Tokenizer(source, "<test>");
    tokenizer.keepSourceEnd();
    if (!tokenizer.ok()) return "ERROR " + tokenizer.error().message;
    std::string out;
    Token token;
    int endMarkers = 0;
    for (int guard = 0; guard < 1000 && endMarkers < 2; ++guard) {
        if (!tokenizer.next(token)) return out + " ERROR " + tokenizer.error().message;
        if (!out.empty()) out += " ";
        out += tokenKindSpelling(token.kind);
        if (token.kind == TokenKind::EndMarker) ++endMarkers;
    }
    return out;
}

TEST(Tokenizer, KeepSourceEndLeavesNoNewlineAfterTheLastLine) {
    // compile("x +", "<string>", "eval") fails at the end of the input with
    // offset 0 (a token without a column, not a NEWLINE), and with a newline
    // at the NEWLINE (1,4-1,5).
    EXPECT_EQ(kindsKeepingTheEnd("x +"), "NAME + ENDMARKER ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("x +\n"), "NAME + NEWLINE ENDMARKER ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("x +", true), "NAME + ENDMARKER ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("x +  # c"), "NAME + ENDMARKER ENDMARKER");
    Tokenizer tokenizer("x\r", "<test>");
    tokenizer.keepSourceEnd();
    EXPECT_EQ(tokenizer.buffer(), "x\n");
    Tokenizer unchanged("x", "<test>");
    EXPECT_EQ(unchanged.buffer(), "x\n");
    unchanged.keepSourceEnd();
    EXPECT_EQ(unchanged.buffer(), "x");
}

TEST(Tokenizer, KeepSourceEndGivesTheEndMarkerBeforeTheDedents) {
    // compile("if x:\n  pass", "<string>", "single") succeeds: the ENDMARKER
    // that CPython's parser turns into the NEWLINE after `pass` comes first,
    // the DEDENT after it.
    EXPECT_EQ(kindsKeepingTheEnd("if x:\n  pass"),
              "if NAME : NEWLINE INDENT pass ENDMARKER DEDENT ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("if x:\n  pass\n"),
              "if NAME : NEWLINE INDENT pass NEWLINE DEDENT ENDMARKER ENDMARKER");
}

TEST(Tokenizer, KeepSourceEndMakesABlankLastLineIndentation) {
    // compile("x\n  ", "<string>", "eval"): IndentationError "unexpected
    // indent" at 2,2; compile("   ", ...) at 1,3.
    EXPECT_EQ(kindsKeepingTheEnd("x\n  "), "NAME NEWLINE INDENT ENDMARKER DEDENT ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("   "), "INDENT ENDMARKER DEDENT ENDMARKER");
    EXPECT_EQ(kindsKeepingTheEnd("x\n  # c"), "NAME NEWLINE ENDMARKER ENDMARKER");
}

TEST(Tokenizer, KeepSourceEndAndErrorsAtTheEnd) {
    // compile(..., "eval") of each.
    auto errorKeepingTheEnd = [](std::string_view source) {
        Tokenizer tokenizer(source, "<test>");
        tokenizer.keepSourceEnd();
        Token token;
        while (tokenizer.next(token) && token.kind != TokenKind::EndMarker) {
        }
        const SyntaxErrorInfo& e = tokenizer.error();
        return e.message + " @ " + std::to_string(e.lineno) + "," + std::to_string(e.offset) + "-" +
               std::to_string(e.endLineno) + "," + std::to_string(e.endOffset) + " " + e.text;
    };
    EXPECT_EQ(errorKeepingTheEnd("'abc"),
              "unterminated string literal (detected at line 1) @ 1,1-1,1 'abc");
    EXPECT_EQ(errorKeepingTheEnd("x = 1\n'''abc"),
              "unterminated triple-quoted string literal (detected at line 2) @ 2,1-2,1 '''abc");
    EXPECT_EQ(errorKeepingTheEnd("f'{x"), "'{' was never closed @ 1,3-1,0 f'{x");
    EXPECT_EQ(errorKeepingTheEnd("f'{x:"),
              "unterminated f-string literal (detected at line 1) @ 1,1-1,1 f'{x:");
    EXPECT_EQ(errorKeepingTheEnd("x + \\"),
              "unexpected character after line continuation character @ 1,5-1,0 x + \\");
}

TEST(Tokenizer, KeepSourceEndForgetsADeclarationOnAnUnfinishedLine) {
    // CPython reads a coding declaration only from a whole line: 'eval' input
    // "# coding: utf8mb4" is a syntax error (1,0), not "unknown encoding".
    Tokenizer unknown("# coding: utf8mb4", "<test>");
    EXPECT_FALSE(unknown.ok());
    unknown.keepSourceEnd();
    EXPECT_TRUE(unknown.ok());
    EXPECT_EQ(unknown.buffer(), "# coding: utf8mb4");
    Tokenizer latin1("x = '\xe9' # coding: latin-1", "<test>");
    latin1.keepSourceEnd();
    EXPECT_EQ(latin1.buffer(), "x = '\xe9' # coding: latin-1");
    Tokenizer whole("# coding: latin-1\n'\xe9'", "<test>");
    whole.keepSourceEnd();
    EXPECT_EQ(whole.buffer(), "# coding: latin-1\n'\xc3\xa9'");
    Tokenizer stillUnknown("# coding: utf8mb4\n", "<test>");
    stillUnknown.keepSourceEnd();
    EXPECT_FALSE(stillUnknown.ok());
    EXPECT_EQ(stillUnknown.error().message, "unknown encoding: utf8mb4");
}

// ---- makeError, as the parser uses it -------------------------------------------------------------------

TEST(Tokenizer, MakeErrorPicksCPythonsText) {
    // "x = 1 + \\\n  2 3": CPython's "invalid syntax" at '3' shows the whole
    // backslash-joined line group (2, 5, 2, 6).
    Tokenizer joined("x = 1 + \\\n  2 3\n", "<test>");
    Token token;
    for (int i = 0; i < 6; ++i) ASSERT_TRUE(joined.next(token));
    SyntaxErrorInfo error = joined.makeError(ErrorType::SyntaxError, "invalid syntax", 2, 4, 2, 5);
    EXPECT_EQ(error.text, "x = 1 + \\\n  2 3\n");
    EXPECT_EQ(error.offset, 5);
    EXPECT_EQ(error.endOffset, 6);
    // An error on a line the tokenizer has left behind shows that line bare:
    // "x = (1 + \n  2 3)" -> (1, 6, 2, 6, 'x = (1 + ').
    Tokenizer left("x = (1 + \n  2 3)\n", "<test>");
    for (int i = 0; i < 7; ++i) ASSERT_TRUE(left.next(token));
    error = left.makeError(ErrorType::SyntaxError, "invalid syntax. Perhaps you forgot a comma?", 1, 5, 2, 5);
    EXPECT_EQ(error.text, "x = (1 + ");
    EXPECT_EQ(error.offset, 6);
    EXPECT_EQ(error.endLineno, 2);
    EXPECT_EQ(error.endOffset, 6);
    // -1 and -2 as end columns give CPython's end offsets 0 and -1.
    EXPECT_EQ(left.makeError(ErrorType::SyntaxError, "m", 1, 0, 1, -1).endOffset, 0);
    EXPECT_EQ(left.makeError(ErrorType::SyntaxError, "m", 1, 0, 1, -2).endOffset, -1);
    // Character offsets, not bytes.
    Tokenizer wide("\xc3\xa9\xc3\xa9 = = 1\n", "<test>");
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(wide.next(token));
    error = wide.makeError(ErrorType::SyntaxError, "invalid syntax", 1, 7, 1, 8);
    EXPECT_EQ(error.offset, 6);
    EXPECT_EQ(error.endOffset, 7);
    EXPECT_EQ(error.text, "\xc3\xa9\xc3\xa9 = = 1\n");
    EXPECT_EQ(error.filename, "<test>");
}

// ---- Robustness -------------------------------------------------------------------------------------------

TEST(Tokenizer, ErrorIsSticky) {
    Tokenizer tokenizer("x = 'abc\ny = 1\n", "<test>");
    Token token;
    ASSERT_TRUE(tokenizer.next(token));
    ASSERT_TRUE(tokenizer.next(token));
    EXPECT_FALSE(tokenizer.next(token));
    EXPECT_FALSE(tokenizer.next(token));
    EXPECT_EQ(tokenizer.error().message, "unterminated string literal (detected at line 1)");
}

TEST(Tokenizer, EveryByteSequenceTerminates) {
    // A deterministic sweep over short byte strings built from the bytes that
    // drive the scanner's decisions: each must end in ENDMARKER or an error.
    const std::string alphabet = std::string("\0\t\n\r\x0c \\\"'{}()[]:!=#fFrRbx0_9.eja\x80\xc3\xa9\xe2\xff", 37);
    uint32_t seed = 12345;
    for (int round = 0; round < 20000; ++round) {
        std::string source;
        seed = seed * 1103515245u + 12345u;
        const int length = static_cast<int>((seed >> 16) % 24);
        for (int i = 0; i < length; ++i) {
            seed = seed * 1103515245u + 12345u;
            source += alphabet[(seed >> 16) % alphabet.size()];
        }
        Tokenizer tokenizer(source, "<fuzz>");
        Token token;
        int count = 0;
        bool ended = false;
        while (tokenizer.ok() && tokenizer.next(token)) {
            ASSERT_LE(token.start, token.end);
            ASSERT_LE(token.end, tokenizer.buffer().size());
            ASSERT_LT(++count, 1000) << "no progress on input of " << source.size() << " bytes";
            if (token.kind == TokenKind::EndMarker) {
                ended = true;
                break;
            }
        }
        if (!ended) {
            EXPECT_FALSE(tokenizer.error().message.empty());
        }
    }
}

TEST(Tokenizer, SpellingsOfKinds) {
    EXPECT_EQ(tokenKindSpelling(TokenKind::Name), "NAME");
    EXPECT_EQ(tokenKindSpelling(TokenKind::FStringMiddle), "FSTRING_MIDDLE");
    EXPECT_EQ(tokenKindSpelling(TokenKind::DoubleSlashEqual), "//=");
    EXPECT_EQ(tokenKindSpelling(TokenKind::KwNonlocal), "nonlocal");
    EXPECT_EQ(tokenKindSpelling(TokenKind::Op), "OP");
}

} // namespace
} // namespace taipan::parse
