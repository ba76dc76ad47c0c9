"""The release bundle: the whole dataset as JSON and CLDF-style CSV tables, with the sources as
BibTeX and CSL-JSON. Pure functions of the dataset; ``python -m generator export`` and the MkDocs
hook write what ``bundle.release_files`` returns."""
