//! What Rhai says went wrong in a script, typed for its common errors: the engine words each
//! in its catalogue, and its English ([`fmt::Display`]) is Rhai's (or the sandbox's) as before.
//! The rare errors are not typed: they keep Rhai's words ([`ScriptError::Syntax`],
//! [`ScriptError::Runtime`]).
//!
//! [`ScriptError::Syntax`]: crate::ScriptError::Syntax
//! [`ScriptError::Runtime`]: crate::ScriptError::Runtime

use crate::sandbox::SandboxLimits;
use rhai::{EvalAltResult, LexError, ParseErrorType};
use std::fmt;
use std::time::Duration;

/// A common error of Rhai's (or a limit of the sandbox), with Rhai's data as fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RhaiProblem {
    /// The script ends in the middle of something (an unclosed bracket or block).
    Incomplete,
    /// A token is missing.
    MissingToken {
        /// The token expected.
        token: String,
        /// What it is for.
        purpose: TokenPurpose,
    },
    /// A character or word that cannot be there.
    Unexpected {
        /// What was found.
        text: String,
    },
    /// A string literal without its closing quote.
    UnterminatedString,
    /// A number literal that cannot be read.
    MalformedNumber {
        /// The literal.
        text: String,
    },
    /// A character literal that cannot be read.
    MalformedChar {
        /// The literal.
        text: String,
    },
    /// An escape sequence in a string that cannot be read.
    MalformedEscape {
        /// The escape sequence.
        text: String,
    },
    /// An operator Rhai does not know.
    UnknownOperator {
        /// The operator.
        operator: String,
    },
    /// A reserved keyword or symbol used as a name.
    Reserved {
        /// The keyword or symbol.
        word: String,
        /// A keyword (else a symbol).
        keyword: bool,
    },
    /// A function defined twice with as many parameters.
    FunctionDefinedTwice {
        /// Its name.
        name: String,
        /// Its number of parameters.
        params: usize,
    },
    /// A function defined inside a block or another function.
    NestedFunction,
    /// A variable that does not exist.
    VariableNotFound {
        /// Its name.
        name: String,
    },
    /// A function that does not exist for these argument types.
    FunctionNotFound {
        /// The call's signature as Rhai gives it: `foo (i64, array)`.
        signature: String,
    },
    /// A property of a map that does not exist.
    PropertyNotFound {
        /// The property.
        name: String,
    },
    /// A value of another type than expected.
    TypeMismatch {
        /// The type expected (may be empty).
        expected: String,
        /// The type found (may be empty).
        found: String,
    },
    /// A value that cannot be indexed (`[]`), with how it was indexed.
    NotIndexable {
        /// Rhai's description: the type, or the indexer's signature.
        what: String,
    },
    /// An index out of an array's bounds.
    ArrayIndex {
        /// The index.
        index: i64,
        /// The array's length.
        len: usize,
    },
    /// An index out of a string's bounds.
    StringIndex {
        /// The index.
        index: i64,
        /// The string's length in characters.
        len: usize,
    },
    /// `for` over something that cannot be iterated.
    NotIterable,
    /// A constant assigned to.
    AssignToConstant {
        /// Its name (may be empty).
        name: String,
    },
    /// The script's own `throw`: the value thrown, as text (the user's words), if any.
    Thrown {
        /// The value as Rhai shows it; empty for `throw;` or `throw ""`.
        value: String,
    },
    /// A division (or remainder) by zero.
    DivisionByZero {
        /// The operation: `7 / 0`.
        operation: String,
    },
    /// An integer operation that overflows.
    Overflow {
        /// The operation: `9223372036854775807 + 1`.
        operation: String,
    },
    /// More operations in one call than the sandbox allows.
    TooManyOperations {
        /// The limit.
        limit: u64,
    },
    /// More nested calls than the sandbox allows.
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// An array, map or string larger than the sandbox allows.
    TooLarge {
        /// Which, in Rhai's words (`Size of array`, `Length of string`).
        what: String,
        /// The limit (elements or bytes).
        limit: usize,
    },
    /// A call that ran longer than the sandbox allows.
    TooSlow {
        /// The limit.
        limit: Duration,
    },
    /// An `import`: scripts have no files, network or processes.
    Import {
        /// The module named.
        module: String,
    },
}

/// What a missing token is for ([`RhaiProblem::MissingToken`]): the common places typed,
/// the others in Rhai's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenPurpose {
    /// To end a statement.
    EndStatement,
    /// To end a block.
    EndBlock,
    /// To start a block.
    StartBlock,
    /// To separate the items of an array literal.
    ArrayItems,
    /// To separate the items of an object map literal.
    MapItems,
    /// To separate the arguments of a call.
    CallArguments {
        /// The function called.
        function: String,
    },
    /// To close the arguments of a call.
    CloseCall {
        /// The function called.
        function: String,
    },
    /// To close the parameters of a function's definition.
    CloseParameters {
        /// The function defined.
        function: String,
    },
    /// To match a `[` of an index.
    MatchIndex,
    /// To match a `(`.
    MatchParenthesis,
    /// Another place, in Rhai's words.
    Said(String),
}

impl TokenPurpose {
    /// Rhai's words read back (it gives no more than them).
    fn of(context: &str) -> TokenPurpose {
        use TokenPurpose as T;
        let quoted = |prefix: &str| {
            context
                .strip_prefix(prefix)
                .and_then(|rest| rest.strip_suffix('\''))
                .map(str::to_string)
        };
        match context {
            "to terminate this statement" => T::EndStatement,
            "to terminate this block" => T::EndBlock,
            "to start a statement block" => T::StartBlock,
            "to separate the items of this array literal" => T::ArrayItems,
            "to separate the items of this object map literal" => T::MapItems,
            "for a matching [ in this index expression" => T::MatchIndex,
            "for a matching ( in this expression" => T::MatchParenthesis,
            _ => {
                if let Some(function) = quoted("to separate the arguments to function call '") {
                    T::CallArguments { function }
                } else if let Some(function) =
                    quoted("to close the arguments list of this function call '")
                {
                    T::CloseCall { function }
                } else if let Some(function) = quoted("to close the parameters list of function '")
                {
                    T::CloseParameters { function }
                } else {
                    T::Said(context.to_string())
                }
            }
        }
    }
}

impl fmt::Display for TokenPurpose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TokenPurpose as T;
        match self {
            T::EndStatement => f.write_str("to terminate this statement"),
            T::EndBlock => f.write_str("to terminate this block"),
            T::StartBlock => f.write_str("to start a statement block"),
            T::ArrayItems => f.write_str("to separate the items of this array literal"),
            T::MapItems => f.write_str("to separate the items of this object map literal"),
            T::CallArguments { function } => {
                write!(f, "to separate the arguments to function call '{function}'")
            }
            T::CloseCall { function } => {
                write!(
                    f,
                    "to close the arguments list of this function call '{function}'"
                )
            }
            T::CloseParameters { function } => {
                write!(f, "to close the parameters list of function '{function}'")
            }
            T::MatchIndex => f.write_str("for a matching [ in this index expression"),
            T::MatchParenthesis => f.write_str("for a matching ( in this expression"),
            T::Said(words) => f.write_str(words),
        }
    }
}

impl fmt::Display for RhaiProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RhaiProblem as P;
        match self {
            P::Incomplete => f.write_str("Script is incomplete"),
            P::MissingToken { token, purpose } => write!(f, "Expecting '{token}' {purpose}"),
            P::Unexpected { text } => write!(f, "Unexpected '{text}'"),
            P::UnterminatedString => f.write_str("Open string is not terminated"),
            P::MalformedNumber { text } => write!(f, "Invalid number: '{text}'"),
            P::MalformedChar { text } => write!(f, "Invalid character: '{text}'"),
            P::MalformedEscape { text } => write!(f, "Invalid escape sequence: '{text}'"),
            P::UnknownOperator { operator } => write!(f, "Unknown operator: '{operator}'"),
            P::Reserved {
                word,
                keyword: true,
            } => write!(f, "'{word}' is a reserved keyword"),
            P::Reserved { word, .. } => write!(f, "'{word}' is a reserved symbol"),
            P::FunctionDefinedTwice { name, params } => match params {
                0 => write!(f, "Function {name} with no parameters already exists"),
                1 => write!(f, "Function {name} with 1 parameter already exists"),
                n => write!(f, "Function {name} with {n} parameters already exists"),
            },
            P::NestedFunction => f.write_str("Function definitions must be at global level and cannot be inside a block or another function"),
            P::VariableNotFound { name } => write!(f, "Variable not found: {name}"),
            P::FunctionNotFound { signature } => write!(f, "Function not found: {signature}"),
            P::PropertyNotFound { name } => write!(f, "Property not found: {name}"),
            P::TypeMismatch { expected, found } => match (found.as_str(), expected.as_str()) {
                ("", e) => write!(f, "Data type incorrect, expecting {e}"),
                (a, "") => write!(f, "Data type incorrect: {a}"),
                (a, e) => write!(f, "Data type incorrect: {a} (expecting {e})"),
            },
            P::NotIndexable { what } => write!(f, "Indexer unavailable: {what}"),
            P::ArrayIndex { index, len } => match len {
                0 => write!(f, "Array index {index} out of bounds: array is empty"),
                1 => write!(f, "Array index {index} out of bounds: only 1 element in array"),
                n => write!(f, "Array index {index} out of bounds: only {n} elements in array"),
            },
            P::StringIndex { index, len } => match len {
                0 => write!(f, "String index {index} out of bounds: string is empty"),
                1 => write!(f, "String index {index} out of bounds: only 1 character in string"),
                n => write!(f, "String index {index} out of bounds: only {n} characters in string"),
            },
            P::NotIterable => f.write_str("For loop expects iterable type"),
            P::AssignToConstant { name } => write!(f, "Cannot modify constant {name}"),
            P::Thrown { value } if value.is_empty() => f.write_str("Runtime error"),
            P::Thrown { value } => write!(f, "Runtime error: {value}"),
            P::DivisionByZero { operation } => write!(f, "Division by zero: {operation}"),
            P::Overflow { operation } => write!(f, "Overflow: {operation}"),
            P::TooManyOperations { limit } => write!(
                f,
                "stopped after {limit} operations in one call: does it loop forever or recurse without end?"
            ),
            P::TooDeep { limit } => write!(
                f,
                "stopped at {limit} nested calls: does it recurse without end?"
            ),
            P::TooLarge { what, limit } => {
                write!(f, "{what} too large (the limit is {limit} elements or bytes)")
            }
            P::TooSlow { limit } => write!(
                f,
                "stopped after {:.1} s in one call (the limit): does it copy long arrays or deeply nested values over and over?",
                limit.as_secs_f64()
            ),
            P::Import { module } => write!(
                f,
                "cannot import `{module}`: rules scripts have no access to files, the network or processes"
            ),
        }
    }
}

impl RhaiProblem {
    /// The typed problem of a parse error, if it is a common one.
    pub(crate) fn of_parse(e: &ParseErrorType) -> Option<RhaiProblem> {
        use ParseErrorType as T;
        use RhaiProblem as P;
        let text = |s: &String| s.clone();
        Some(match e {
            T::UnexpectedEOF => P::Incomplete,
            T::MissingToken(token, context) => P::MissingToken {
                token: token.clone(),
                purpose: TokenPurpose::of(context),
            },
            T::BadInput(LexError::UnexpectedInput(s)) => P::Unexpected { text: text(s) },
            T::BadInput(LexError::UnterminatedString) => P::UnterminatedString,
            T::BadInput(LexError::MalformedNumber(s)) => P::MalformedNumber { text: text(s) },
            T::BadInput(LexError::MalformedChar(s)) => P::MalformedChar { text: text(s) },
            T::BadInput(LexError::MalformedEscapeSequence(s)) => {
                P::MalformedEscape { text: text(s) }
            }
            T::UnknownOperator(s) => P::UnknownOperator { operator: text(s) },
            T::Reserved(s) => P::Reserved {
                word: text(s),
                keyword: s.chars().all(|c| c.is_alphanumeric() || c == '_'),
            },
            T::FnDuplicatedDefinition(name, params) => P::FunctionDefinedTwice {
                name: text(name),
                params: *params,
            },
            T::WrongFnDefinition => P::NestedFunction,
            _ => return None,
        })
    }

    /// The typed problem of a failed call (its innermost error), if it is a common one;
    /// `limits` are the sandbox's, for the errors where one stopped the call.
    pub(crate) fn of_eval(e: &EvalAltResult, limits: &SandboxLimits) -> Option<RhaiProblem> {
        use EvalAltResult as E;
        use RhaiProblem as P;
        Some(match e {
            E::ErrorParsing(p, _) => return RhaiProblem::of_parse(p),
            E::ErrorVariableNotFound(name, _) => P::VariableNotFound { name: name.clone() },
            E::ErrorFunctionNotFound(signature, _) => P::FunctionNotFound {
                signature: signature.clone(),
            },
            E::ErrorPropertyNotFound(name, _) => P::PropertyNotFound { name: name.clone() },
            E::ErrorMismatchDataType(expected, found, _) => P::TypeMismatch {
                expected: expected.clone(),
                found: found.clone(),
            },
            E::ErrorIndexingType(what, _) => P::NotIndexable { what: what.clone() },
            E::ErrorArrayBounds(len, index, _) => P::ArrayIndex {
                index: *index,
                len: *len,
            },
            E::ErrorStringBounds(len, index, _) => P::StringIndex {
                index: *index,
                len: *len,
            },
            E::ErrorFor(_) => P::NotIterable,
            E::ErrorAssignmentToConstant(name, _) => P::AssignToConstant { name: name.clone() },
            E::ErrorRuntime(value, _) if value.is_unit() => P::Thrown {
                value: String::new(),
            },
            E::ErrorRuntime(value, _) => P::Thrown {
                value: value.to_string(),
            },
            E::ErrorArithmetic(m, _) => return arithmetic(m),
            E::ErrorTooManyOperations(_) => P::TooManyOperations {
                limit: limits.operations,
            },
            E::ErrorStackOverflow(_) => P::TooDeep {
                limit: limits.call_depth,
            },
            E::ErrorDataTooLarge(what, _) => P::TooLarge {
                what: what.clone(),
                limit: limits.collection_size,
            },
            E::ErrorTerminated(..) => P::TooSlow { limit: limits.time },
            E::ErrorModuleNotFound(module, _) => P::Import {
                module: module.clone(),
            },
            _ => return None,
        })
    }
}

/// Rhai's arithmetic errors are its words only (`Division by zero: 7 / 0`, `Addition
/// overflow: ...`): the two common kinds are read back from them.
fn arithmetic(m: &str) -> Option<RhaiProblem> {
    let (head, operation) = m.split_once(": ")?;
    let operation = operation.to_string();
    let by_zero = head == "Division by zero"
        || (head.starts_with("Modulo division by zero") && operation.ends_with(" 0"));
    if by_zero {
        Some(RhaiProblem::DivisionByZero { operation })
    } else if head.ends_with("overflow") {
        Some(RhaiProblem::Overflow { operation })
    } else {
        None
    }
}
