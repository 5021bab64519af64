//! Command-line conventions shared by the tools (`mazegen`, `filefind`, `bundle`): clap
//! parsing whose errors are one line, `PROGRAM: message`, with exit status 2.

use clap::error::ErrorKind;
use clap::Parser;
use std::process::ExitCode;

/// Parses the command line into `T`. `--help` and `--version` print and exit with status 0;
/// a bad command line prints one line, `PROGRAM: what was wrong`, and exits with status 2.
pub fn parse_args<T: Parser>(program: &str) -> Result<T, ExitCode> {
    match T::try_parse() {
        Ok(args) => Ok(args),
        Err(error)
            if matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ) =>
        {
            let _ = error.print();
            Err(ExitCode::SUCCESS)
        }
        Err(error) => {
            eprintln!("{program}: {}", one_line(&error.render().to_string()));
            Err(ExitCode::from(2))
        }
    }
}

/// A clap error on one line: its text up to the usage and help hints, lines joined,
/// without the `error: ` prefix.
fn one_line(rendered: &str) -> String {
    let text: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty())
        .collect();
    let text = text.join(" ");
    text.strip_prefix("error: ").unwrap_or(&text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_errors_fold_into_one_line() {
        let rendered = "error: invalid value 'gif' for '--format <FORMAT>'\n  [possible values: text, svg, png]\n\nFor more information, try '--help'.\n";
        assert_eq!(
            one_line(rendered),
            "invalid value 'gif' for '--format <FORMAT>' [possible values: text, svg, png]"
        );
        assert_eq!(
            one_line("error: unexpected argument '--x' found\n\nUsage: m\n"),
            "unexpected argument '--x' found"
        );
        let missing = "error: the following required arguments were not provided:\n  <PROGRAMS>...\n\nUsage: bundle <PROGRAMS>...\n";
        assert_eq!(
            one_line(missing),
            "the following required arguments were not provided: <PROGRAMS>..."
        );
    }
}
