"""The release bundle: the whole dataset as JSON and as a CLDF StructureDataset (CSV tables with
their metadata), the sources as BibTeX and CSL-JSON, the licence and CITATION.cff. Pure functions
of the dataset; ``python -m generator export`` and the MkDocs hook write what
``bundle.release_files`` returns."""
