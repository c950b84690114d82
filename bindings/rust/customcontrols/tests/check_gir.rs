// Gir.toml's lists and objects stay sorted, as gtk-rs's crates check theirs.

#[test]
fn check_gir_file() {
    let res = gir_format_check::check_gir_file("Gir.toml");
    println!("{res}");
    assert_eq!(res.nb_errors, 0);
}
