package de.lohnwerk.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
