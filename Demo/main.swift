import CGtk
import CustomControls

guard CustomControls.initializeGTK() else {
    print("customcontrols-demo: cannot open a display (is DISPLAY set?)")
    exit(1)
}
