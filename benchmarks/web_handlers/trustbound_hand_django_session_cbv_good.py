from django.http import HttpResponse
from django.views import View

class ThemeView(View):
    def post(self, request):
        theme = request.POST.get("theme")
        if theme in ("dark", "light"):
            request.session["theme"] = theme
        return HttpResponse("saved")
