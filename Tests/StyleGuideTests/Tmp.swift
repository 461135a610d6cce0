enum TmpS {}
