/// A place in a spec file: the path as the user named it, and a 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, relative to where the generator was pointed (never made absolute).
    package let file: String
    /// 1-based line.
    package let line: Int
    /// 1-based column, in Unicode scalars.
    package let column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
