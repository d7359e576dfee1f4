import ldap
import ldap.filter
from flask import request
from flask.views import View

class Lookup(View):
    def dispatch_request(self):
        uid = request.args["uid"]
        conn = ldap.initialize("ldap://directory")
        found = conn.search_s("ou=people,dc=example", ldap.SCOPE_SUBTREE, "(uid=%s)" % ldap.filter.escape_filter_chars(uid))
        return str(found)
