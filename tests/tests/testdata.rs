//! Every `testdata/<prog>/NAME.in` through its program's binary (see `searchlab_tests::testdata`).

use searchlab_tests::testdata;

#[test]
fn every_testdata_file_passes() {
    let cases = testdata::cases(None);
    assert!(!cases.is_empty(), "no testdata found");
    let failures: Vec<String> =
        cases.iter().filter_map(|case| testdata::check(case).result.err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} testdata files failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
