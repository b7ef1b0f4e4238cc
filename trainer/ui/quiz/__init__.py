"""quiz"""
