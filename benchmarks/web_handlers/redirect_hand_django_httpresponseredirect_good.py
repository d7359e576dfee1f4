from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View

class SwitchLanguage(View):
    def post(self, request):
        request.session["lang"] = "de"
        return_to = request.POST.get("return_to", "/")
        if not url_has_allowed_host_and_scheme(return_to, allowed_hosts={request.get_host()}):
            return_to = "/"
        return HttpResponseRedirect(return_to)
