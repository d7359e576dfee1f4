from django.http import HttpResponseRedirect
from django.views import View

class SwitchLanguage(View):
    def post(self, request):
        request.session["lang"] = "de"
        return HttpResponseRedirect(request.POST.get("return_to", "/"))
