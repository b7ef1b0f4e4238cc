"""calculator"""
